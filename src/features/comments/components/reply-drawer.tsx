import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDrawer } from '../../../shared/components/form-drawer';
import { PosterSelect } from '../../posts';
import { COMMENT_RULES, type PostComment, type ReplyInput } from '../types';
import { UserText } from '../../../shared/components/user-text';

interface ReplyDrawerProps {
  comment: PostComment | null;
  onSubmit: (input: ReplyInput) => Promise<unknown>;
  onClose: () => void;
}

/**
 * Replies to a comment as an official, whitelist or KOL account: both the account and the content are
 * required, here and on the server; a refused reply keeps what was typed.
 */
export function ReplyDrawer({ comment, onSubmit, onClose }: ReplyDrawerProps) {
  const { t } = useTranslation('comments');
  return (
    <FormDrawer<ReplyInput>
      open={comment !== null}
      title={comment ? t('reply.title', { id: comment.id }) : ''}
      onClose={onClose}
      onSubmit={(values) => onSubmit({ ...values, content: values.content?.trim() ?? '' })}
    >
      {comment && (
        <Form.Item label={t('reply.replyingTo', { login: comment.authorLogin })}>
          <UserText block>{comment.content}</UserText>
        </Form.Item>
      )}
      <Form.Item
        name="replierId"
        label={t('reply.replier')}
        extra={t('reply.replierHelp')}
        rules={[{ required: true, message: t('reply.replierRequired') }]}
      >
        <PosterSelect />
      </Form.Item>
      <Form.Item
        name="content"
        label={t('reply.content')}
        rules={[{ required: true, whitespace: true, message: t('reply.contentRequired') }]}
      >
        <Input.TextArea rows={4} dir="auto" showCount maxLength={COMMENT_RULES.replyMaxLength} />
      </Form.Item>
    </FormDrawer>
  );
}
