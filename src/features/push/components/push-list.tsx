import { PlusOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDrawer } from '../../../shared/components/form-drawer';
import { ListPage } from '../../../shared/components/list-page/list-page';
import type { RowAction } from '../../../shared/components/list-page/row-actions';
import { PermissionGate } from '../../../shared/components/permission-gate';
import { ReasonDialog } from '../../../shared/components/reason-dialog';
import { StatusTag } from '../../../shared/components/status-tag/status-tag';
import type { Editing } from '../../../shared/hooks/use-create-edit';
import { displayName } from '../../../shared/components/lang-fields/lang-names';
import { pushApi, pushKeys } from '../api';
import { audienceOf, PUSH_CHANNELS, pushAction, type PushKind } from '../channels';
import { PUSH_LIMITS, pushMachine } from '../rules';
import {
  PUSH_STATUSES,
  USER_GROUPS,
  type AudienceEstimate,
  type Push,
  type PushInput,
  type PushStatus,
} from '../types';
import { AudienceSummary } from './audience-summary';
import { AuditDrawer } from './audit-drawer';
import {
  NEW_PUSH_VALUES,
  PUSH_TIME_FORMAT,
  PushFields,
  toPushFormValues,
  toPushInput,
  type PushFormValues,
} from './push-form';
import { UserText } from '../../../shared/components/user-text';
import { editAction } from '../../../shared/components/list-page/edit-delete-actions';
import { updatedColumn } from '../../../shared/components/list-page/audit-columns';

const stateOf = (row: Push): PushStatus => row.status;

/** The target as the list shows it: the post or article by ID, the link, or nothing. */
function TargetCell({ kind, push }: { kind: PushKind; push: Push }) {
  const { t } = useTranslation('push');
  if (!push.target) return <>{t('target.none.empty')}</>;
  const target = PUSH_CHANNELS[kind].target;
  if (target === 'post' || target === 'helpArticle' || target === 'creatorTask')
    return <>{t(`target.${target}.shown`, { id: push.target })}</>;
  return <bdi dir="ltr">{push.target}</bdi>;
}

/** The confirmation of a push action asked with its reason; a send shows the audience it would reach now. */
function ActionDialog({
  kind,
  acting,
  onDone,
  onClose,
}: {
  kind: PushKind;
  acting: { action: 'send' | 'disable' | 'delete'; push: Push } | null;
  onDone: () => Promise<void>;
  onClose: () => void;
}) {
  const { t } = useTranslation(['push', 'kit']);
  const { message } = App.useApp();
  const sending = acting?.action === 'send';
  const audience = useQuery({
    queryKey: ['pushes', kind, acting?.push.id, 'audience'],
    queryFn: () => pushApi.audience(kind, acting!.push.id),
    enabled: sending,
    gcTime: 0,
  });
  if (!acting) return null;
  const { action, push } = acting;
  const run = async ({ reason }: { reason: string }) => {
    if (action === 'send') await pushApi.send(kind, push.id, reason);
    else if (action === 'disable') await pushApi.disable(kind, push.id, reason);
    else await pushApi.remove(kind, push.id, reason);
    message.success(t(`done.${action}`));
    await onDone();
    onClose();
  };
  return (
    <ReasonDialog
      open
      title={t(`confirm.${action}`)}
      okText={t(`actions.${action}`)}
      maxLength={PUSH_LIMITS.reasonMax}
      onSubmit={run}
      onClose={onClose}
    >
      {sending && <AudienceSummary kind={kind} estimate={audience.data} targeting={push} failed={audience.isError} />}
    </ReasonDialog>
  );
}

/**
 * One channel's pushes (the push-manage screens, and any screen registered as a channel): the list with
 * filters, create and edit in a drawer whose save first shows the estimated audience and asks for a
 * reason, push now, disable and delete (each confirmed with a reason), and each push's audit trail.
 */
export function PushList({ kind, title }: { kind: PushKind; title?: string }) {
  const { t, i18n } = useTranslation(['push', 'kit']);
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const queryKey = pushKeys.list(kind);
  const [editing, setEditing] = useState<Editing<Push>>(null);
  const [pending, setPending] = useState<{ input: PushInput; estimate: AudienceEstimate } | null>(null);
  const [acting, setActing] = useState<{ action: 'send' | 'disable' | 'delete'; push: Push } | null>(null);
  const [history, setHistory] = useState<Push | null>(null);
  const edited = editing?.mode === 'edit' ? editing.row : undefined;
  const pushTitle = (row: Push) => displayName(row.texts, i18n.language, 'title');
  const refresh = () => queryClient.invalidateQueries({ queryKey: pushKeys.all, exact: false });
  const creators = audienceOf(kind) === 'creators';

  // Saving first checks the push and counts its audience; the confirmation (with its reason) saves it.
  const review = async (values: PushFormValues) => {
    const input = toPushInput(values);
    const estimate = await pushApi.estimate(kind, input);
    setPending({ input, estimate });
  };

  const confirmSave = async ({ reason }: { reason: string }) => {
    if (!pending) return;
    if (edited) await pushApi.update(kind, edited.id, pending.input, reason);
    else await pushApi.create(kind, pending.input, reason);
    message.success(t(edited ? 'kit:success.modify' : 'kit:success.create'));
    await refresh();
    setPending(null);
    setEditing(null);
  };

  const act = (action: 'send' | 'disable' | 'delete') => (push: Push) => setActing({ action, push });
  const rowActions: RowAction<Push>[] = [
    editAction(t, {
      permission: pushAction(kind, 'edit'),
      available: pushMachine.offers('edit', stateOf),
      run: (row) => setEditing({ mode: 'edit', row }),
    }),
    {
      key: 'send',
      label: t('actions.send'),
      permission: pushAction(kind, 'send'),
      available: pushMachine.offers('send', stateOf),
      run: act('send'),
    },
    {
      key: 'disable',
      label: t('actions.disable'),
      permission: pushAction(kind, 'disable'),
      danger: true,
      available: pushMachine.offers('disable', stateOf),
      run: act('disable'),
    },
    {
      key: 'delete',
      label: t('actions.delete'),
      permission: pushAction(kind, 'delete'),
      danger: true,
      available: pushMachine.offers('delete', stateOf),
      run: act('delete'),
    },
    { key: 'history', label: t('actions.history'), run: setHistory },
  ];

  return (
    <>
      <ListPage<Push>
        title={title ?? t(`channels.${kind}.title`)}
        queryKey={queryKey}
        fetchPage={(params, options) => pushApi.page(kind, params, options)}
        rowKey="id"
        filters={[
          { name: 'title', label: t('filters.search') },
          {
            name: 'status',
            label: t('fields.status'),
            placeholder: t('filters.notDeleted'),
            options: PUSH_STATUSES.map((value) => ({ value, label: t(`status.${value}`) })),
          },
          {
            name: 'userGroup',
            label: t('fields.userGroup'),
            options: USER_GROUPS.map((value) => ({ value, label: t(`groups.${value}`) })),
          },
        ]}
        toolbar={
          <PermissionGate action={pushAction(kind, 'create')}>
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ mode: 'create' })}>
              {t('create')}
            </Button>
          </PermissionGate>
        }
        columns={[
          { title: t('fields.id'), dataIndex: 'id', key: 'id' },
          {
            title: t('fields.title'),
            key: 'title',
            render: (_: unknown, row: Push) => <UserText>{pushTitle(row)}</UserText>,
          },
          {
            title: t(`target.${PUSH_CHANNELS[kind].target}.column`),
            key: 'target',
            render: (_: unknown, row: Push) => <TargetCell kind={kind} push={row} />,
          },
          {
            title: t('fields.window'),
            key: 'window',
            render: (_: unknown, row: Push) => (
              <bdi>
                {dayjs(row.startAt).format(PUSH_TIME_FORMAT)} – {dayjs(row.endAt).format(PUSH_TIME_FORMAT)}
              </bdi>
            ),
          },
          {
            title: t('fields.userGroup'),
            key: 'userGroup',
            render: (_: unknown, row: Push) =>
              row.userGroup === 'designated'
                ? t('groups.designatedCount', { count: row.designatedUsers.length })
                : t(`groups.${row.userGroup}`),
          },
          ...(creators
            ? [
                {
                  title: t('fields.creatorLevels'),
                  key: 'creatorLevels',
                  render: (_: unknown, row: Push) =>
                    row.userGroup === 'designated'
                      ? '—'
                      : row.creatorLevels?.length
                        ? row.creatorLevels.map((level) => t('creatorLevel', { level })).join(', ')
                        : t('allLevels'),
                },
              ]
            : []),
          {
            title: t('fields.audience'),
            key: 'audience',
            render: (_: unknown, row: Push) => row.audience.toLocaleString(i18n.language),
          },
          {
            title: t('fields.status'),
            key: 'status',
            render: (_: unknown, row: Push) => <StatusTag machine={pushMachine} state={row.status} />,
          },
          updatedColumn(t('fields.updated')),
        ]}
        rowActions={rowActions}
      />
      <FormDrawer<PushFormValues>
        open={editing !== null}
        width={720}
        title={edited ? t('editTitle', { id: edited.id }) : t('create')}
        initialValues={edited ? toPushFormValues(edited) : NEW_PUSH_VALUES}
        onSubmit={review}
        onClose={() => setEditing(null)}
      >
        <PushFields kind={kind} />
      </FormDrawer>
      <ReasonDialog
        open={pending !== null}
        title={t(edited ? 'confirm.edit' : 'confirm.create')}
        okText={t('confirm.ok')}
        maxLength={PUSH_LIMITS.reasonMax}
        onSubmit={confirmSave}
        onClose={() => setPending(null)}
      >
        {pending && <AudienceSummary kind={kind} estimate={pending.estimate} targeting={pending.input} />}
      </ReasonDialog>
      <ActionDialog kind={kind} acting={acting} onDone={refresh} onClose={() => setActing(null)} />
      <AuditDrawer kind={kind} push={history} onClose={() => setHistory(null)} />
    </>
  );
}
