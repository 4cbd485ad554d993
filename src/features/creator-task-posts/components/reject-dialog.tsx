import { Form, Radio, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../shared/components/form-dialog';
import type { ReasonLanguage, ReasonTexts, RejectionReason } from '../types';
import { UserText } from '../../../shared/components/user-text';

interface RejectDialogProps {
  open: boolean;
  title: string;
  reasons: RejectionReason[];
  onSubmit: (reasonId: number) => Promise<unknown>;
  onClose: () => void;
}

/** A reason's text in the interface language, else in English. */
export function reasonText(text: ReasonTexts, language: string): string {
  return text[language as ReasonLanguage] || text.en;
}

/**
 * Rejects a task post with one of the creator centre's reasons (required). A refused call keeps the
 * dialog open, the choice kept, with the server's message.
 */
export function RejectDialog({ open, title, reasons, onSubmit, onClose }: RejectDialogProps) {
  const { t, i18n } = useTranslation(['compose', 'kit']);
  return (
    <FormDialog<{ reasonId: number }>
      open={open}
      title={title}
      okText={t('taskPosts.reject')}
      name="reject-task-post"
      onSubmit={({ reasonId }) => onSubmit(reasonId)}
      onClose={onClose}
    >
      <Form.Item
        name="reasonId"
        label={t('taskPosts.reason')}
        rules={[{ required: true, message: t('taskPosts.reasonRequired') }]}
      >
        <Radio.Group>
          <Space orientation="vertical">
            {reasons.map((reason) => (
              <Radio key={reason.id} value={reason.id}>
                <UserText>{reasonText(reason.text, i18n.language)}</UserText>
              </Radio>
            ))}
          </Space>
        </Radio.Group>
      </Form.Item>
    </FormDialog>
  );
}
