import { App, Button, Descriptions, Drawer, Flex, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  APP_USER_RULES,
  type Appeal,
  APPEAL_STATUSES,
  appealApi,
  type AppealStatus,
  appUserKeys,
  canMoveAppeal,
  useRefreshAppeals,
  useUserLabels,
} from '../../features/app-users';
import { ReasonDialog } from '../../shared/components/reason-dialog';
import { formatTime } from '../../shared/utils/format-time';
import { ListPage } from '../../shared/components/list-page/list-page';
import type { RowAction } from '../../shared/components/list-page/row-actions';
import { useCan } from '../../shared/hooks/use-permission';
import { UserText } from '../../shared/components/user-text';

const HANDLE = '/user-manage/grievance-handling:handle';
const STATUS_COLOURS: Record<AppealStatus, string> = { pending: 'orange', accepted: 'green', rejected: 'default' };

/** Users' appeals against punishments: read both, accept (lifts the punishment) or reject with a reason. */
export default function GrievanceHandlingScreen() {
  const { t } = useTranslation(['users', 'kit']);
  const { message, modal } = App.useApp();
  const labels = useUserLabels();
  const canHandle = useCan(HANDLE);
  const [viewing, setViewing] = useState<Appeal | null>(null);
  const [rejecting, setRejecting] = useState<Appeal | null>(null);

  const refresh = useRefreshAppeals();
  const statusTag = (status: AppealStatus) => <Tag color={STATUS_COLOURS[status]}>{t(`appeals.status.${status}`)}</Tag>;

  const accept = (appeal: Appeal) =>
    modal.confirm({
      title: t('appeals.confirmAccept'),
      okText: t('appeals.accept'),
      cancelText: t('common:cancel'),
      onOk: () =>
        appealApi.accept(appeal.id).then(
          async () => {
            message.success(t('appeals.accepted'));
            setViewing(null);
            await refresh();
          },
          () => undefined,
        ),
    });

  const rowActions: RowAction<Appeal>[] = [
    { key: 'view', label: t('appeals.view'), run: (row) => setViewing(row) },
    {
      key: 'accept',
      label: t('appeals.accept'),
      permission: HANDLE,
      available: (row) => canMoveAppeal(row.status, 'accepted'),
      run: (row) => void accept(row),
    },
    {
      key: 'reject',
      label: t('appeals.reject'),
      permission: HANDLE,
      danger: true,
      available: (row) => canMoveAppeal(row.status, 'rejected'),
      run: (row) => setRejecting(row),
    },
  ];

  const punishmentText = (appeal: Appeal) =>
    appeal.punishment.kind === 'silence'
      ? `${labels.kind('silence')} · ${labels.duration(appeal.punishment.duration)}`
      : labels.kind(appeal.punishment.kind);

  return (
    <>
      <ListPage<Appeal>
        title={t('appeals.title')}
        queryKey={appUserKeys.appeals}
        fetchPage={appealApi.page}
        rowKey="id"
        filters={[
          { name: 'login', label: t('fields.userSearch') },
          {
            name: 'status',
            label: t('fields.state'),
            options: APPEAL_STATUSES.map((status) => ({ value: status, label: t(`appeals.status.${status}`) })),
          },
        ]}
        columns={[
          {
            title: t('fields.user'),
            key: 'user',
            render: (_: unknown, row) => (
              <>
                <Typography.Text strong>
                  <UserText>{row.login}</UserText>
                </Typography.Text>{' '}
                <Typography.Text type="secondary">{row.userId}</Typography.Text>
              </>
            ),
          },
          { title: t('appeals.punishment'), key: 'punishment', render: (_: unknown, row) => punishmentText(row) },
          {
            title: t('appeals.punishmentReason'),
            key: 'punishmentReason',
            render: (_: unknown, row) => (
              <UserText lines={1} style={{ maxWidth: 240 }}>
                {row.punishment.reason}
              </UserText>
            ),
          },
          {
            title: t('appeals.content'),
            dataIndex: 'content',
            key: 'content',
            ellipsis: true,
            render: (content: string) => <UserText>{content}</UserText>,
          },
          {
            title: t('appeals.submittedAt'),
            dataIndex: 'submittedAt',
            key: 'submittedAt',
            sorter: true,
            render: formatTime,
          },
          { title: t('fields.state'), dataIndex: 'status', key: 'status', render: statusTag },
          {
            title: t('appeals.handledBy'),
            dataIndex: 'handledBy',
            key: 'handledBy',
            render: (by: string | null) => (by ? <UserText>{by}</UserText> : '—'),
          },
        ]}
        rowActions={rowActions}
      />
      <Drawer
        open={viewing !== null}
        title={viewing ? t('appeals.viewTitle', { login: viewing.login }) : ''}
        size={640}
        onClose={() => setViewing(null)}
        destroyOnHidden
        extra={
          viewing &&
          canHandle &&
          viewing.status === 'pending' && (
            <Space>
              <Button danger onClick={() => setRejecting(viewing)}>
                {t('appeals.reject')}
              </Button>
              <Button type="primary" onClick={() => accept(viewing)}>
                {t('appeals.accept')}
              </Button>
            </Space>
          )
        }
      >
        {viewing && (
          <Flex vertical gap={16}>
            <Descriptions
              title={t('appeals.punishment')}
              column={1}
              size="small"
              bordered
              items={[
                { key: 'kind', label: t('fields.kind'), children: punishmentText(viewing) },
                { key: 'reason', label: t('fields.reason'), children: viewing.punishment.reason },
                { key: 'start', label: t('fields.startAt'), children: formatTime(viewing.punishment.startAt) },
                ...(viewing.punishment.kind === 'silence'
                  ? [{ key: 'left', label: t('fields.timeLeft'), children: labels.timeLeft(viewing.punishment) }]
                  : []),
                { key: 'operator', label: t('fields.operator'), children: viewing.punishment.operator },
              ]}
            />
            <Descriptions
              title={t('appeals.appeal')}
              column={1}
              size="small"
              bordered
              items={[
                { key: 'content', label: t('appeals.content'), children: <UserText>{viewing.content}</UserText> },
                { key: 'submitted', label: t('appeals.submittedAt'), children: formatTime(viewing.submittedAt) },
                { key: 'status', label: t('fields.state'), children: statusTag(viewing.status) },
                ...(viewing.handledBy
                  ? [
                      {
                        key: 'handled',
                        label: t('appeals.handledBy'),
                        children: `${viewing.handledBy} · ${formatTime(viewing.handledAt)}`,
                      },
                    ]
                  : []),
                ...(viewing.rejectReason
                  ? [{ key: 'rejectReason', label: t('appeals.rejectReason'), children: viewing.rejectReason }]
                  : []),
              ]}
            />
          </Flex>
        )}
      </Drawer>
      <ReasonDialog
        open={rejecting !== null}
        title={rejecting ? t('appeals.confirmReject', { login: rejecting.login }) : ''}
        okText={t('appeals.reject')}
        onClose={() => setRejecting(null)}
        maxLength={APP_USER_RULES.reasonMaxLength}
        onSubmit={async ({ reason }) => {
          await appealApi.reject(rejecting!.id, reason);
          message.success(t('appeals.rejected'));
          setViewing(null);
          await refresh();
        }}
      />
    </>
  );
}
