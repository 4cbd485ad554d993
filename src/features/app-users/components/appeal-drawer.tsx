import { Button, Descriptions, Drawer, Flex, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { UserText } from '../../../shared/components/user-text';
import { formatTime } from '../../../shared/utils/format-time';
import type { Appeal } from '../types';
import { useAppealText } from './appeal-text';
import { useUserLabels } from './use-user-labels';

interface AppealDrawerProps {
  /** The appeal shown, or null when the drawer is closed. */
  appeal: Appeal | null;
  /** Whether the admin may accept or reject (the buttons show on a pending appeal only). */
  canHandle: boolean;
  onClose: () => void;
  onAccept: (appeal: Appeal) => void;
  onReject: (appeal: Appeal) => void;
}

/** One appeal read in full: the punishment it is against, what the user wrote, and how it was handled. */
export function AppealDrawer({ appeal, canHandle, onClose, onAccept, onReject }: AppealDrawerProps) {
  const { t } = useTranslation(['users', 'kit']);
  const labels = useUserLabels();
  const { punishmentText, statusTag } = useAppealText();
  return (
    <Drawer
      open={appeal !== null}
      title={appeal ? t('appeals.viewTitle', { login: appeal.login }) : ''}
      size={640}
      onClose={onClose}
      destroyOnHidden
      extra={
        appeal &&
        canHandle &&
        appeal.status === 'pending' && (
          <Space>
            <Button danger onClick={() => onReject(appeal)}>
              {t('appeals.reject')}
            </Button>
            <Button type="primary" onClick={() => onAccept(appeal)}>
              {t('appeals.accept')}
            </Button>
          </Space>
        )
      }
    >
      {appeal && (
        <Flex vertical gap={16}>
          <Descriptions
            title={t('appeals.punishment')}
            column={1}
            size="small"
            bordered
            items={[
              { key: 'kind', label: t('fields.kind'), children: punishmentText(appeal) },
              { key: 'reason', label: t('fields.reason'), children: appeal.punishment.reason },
              { key: 'start', label: t('fields.startAt'), children: formatTime(appeal.punishment.startAt) },
              ...(appeal.punishment.kind === 'silence'
                ? [{ key: 'left', label: t('fields.timeLeft'), children: labels.timeLeft(appeal.punishment) }]
                : []),
              { key: 'operator', label: t('fields.operator'), children: appeal.punishment.operator },
            ]}
          />
          <Descriptions
            title={t('appeals.appeal')}
            column={1}
            size="small"
            bordered
            items={[
              { key: 'content', label: t('appeals.content'), children: <UserText>{appeal.content}</UserText> },
              { key: 'submitted', label: t('appeals.submittedAt'), children: formatTime(appeal.submittedAt) },
              { key: 'status', label: t('fields.state'), children: statusTag(appeal.status) },
              ...(appeal.handledBy
                ? [
                    {
                      key: 'handled',
                      label: t('appeals.handledBy'),
                      children: `${appeal.handledBy} · ${formatTime(appeal.handledAt)}`,
                    },
                  ]
                : []),
              ...(appeal.rejectReason
                ? [{ key: 'rejectReason', label: t('appeals.rejectReason'), children: appeal.rejectReason }]
                : []),
            ]}
          />
        </Flex>
      )}
    </Drawer>
  );
}
