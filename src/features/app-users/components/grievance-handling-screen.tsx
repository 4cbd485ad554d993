import { App } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPage } from '../../../shared/components/list-page/list-page';
import type { RowAction } from '../../../shared/components/list-page/row-actions';
import { ReasonDialog } from '../../../shared/components/reason-dialog';
import { UserText } from '../../../shared/components/user-text';
import { useCan } from '../../../shared/hooks/use-permission';
import { formatTime } from '../../../shared/utils/format-time';
import { appealApi, appUserKeys } from '../api';
import { canMoveAppeal } from '../rules';
import { APP_USER_RULES, type Appeal, APPEAL_STATUSES } from '../types';
import { AppealDrawer } from './appeal-drawer';
import { useAppealText } from './appeal-text';
import { useRefreshAppeals } from './use-app-user-queries';
import { LoginAndId } from './login-and-id';

const HANDLE = '/user-manage/grievance-handling:handle';

/** Users' appeals against punishments: read both, accept (lifts the punishment) or reject with a reason. */
export function GrievanceHandlingScreen() {
  const { t } = useTranslation(['users', 'kit']);
  const { message, modal } = App.useApp();
  const canHandle = useCan(HANDLE);
  const [viewing, setViewing] = useState<Appeal | null>(null);
  const [rejecting, setRejecting] = useState<Appeal | null>(null);

  const refresh = useRefreshAppeals();
  const { punishmentText, statusTag } = useAppealText();

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
            render: (_: unknown, row) => <LoginAndId login={row.login} userId={row.userId} />,
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
      <AppealDrawer
        appeal={viewing}
        canHandle={canHandle}
        onClose={() => setViewing(null)}
        onAccept={(appeal) => void accept(appeal)}
        onReject={setRejecting}
      />
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
