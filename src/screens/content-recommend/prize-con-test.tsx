import { PlusOutlined } from '@ant-design/icons';
import { Button, Space, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { titleIn } from '../../features/health-activities';
import {
  CONTEST_STATES,
  contestApi,
  ContestFields,
  contestFormValues,
  type ContestFormValues,
  contestKeys,
  contestMachine,
  type ContestState,
  type ContestView,
  EntriesDrawer,
  toContestInput,
} from '../../features/prize-contests';
import { FormDrawer } from '../../shared/components/form-drawer';
import { ListPage } from '../../shared/components/list-page/list-page';
import type { RowAction } from '../../shared/components/list-page/row-actions';
import { PermissionGate } from '../../shared/components/permission-gate';
import { StatusTag } from '../../shared/components/status-tag/status-tag';
import { useCreateEdit } from '../../shared/hooks/use-create-edit';
import { UserText } from '../../shared/components/user-text';

const ACTION = (name: string) => `/content-recommend/prize-con-test:${name}`;
const stateOf = (row: ContestView) => row.state;
const TIME = 'YYYY-MM-DD HH:mm';

/** Prize contests: texts per language, prize, number of winners and window; entries and winners. */
export default function PrizeContestScreen() {
  const { t, i18n } = useTranslation(['activities', 'kit', 'common']);
  const [viewing, setViewing] = useState<ContestView | null>(null);
  const { editing, edited, startCreate, startEdit, close, save } = useCreateEdit<ContestView, ContestFormValues>({
    create: (values) => contestApi.create(toContestInput(values)),
    update: (row, values) => contestApi.update(row.id, toContestInput(values)),
    queryKey: contestKeys.all,
  });
  const titleOf = (row: ContestView) => titleIn(row.texts, i18n.language);

  const rowActions: RowAction<ContestView>[] = [
    {
      key: 'entries',
      label: t('contests.entries'),
      run: (row) => setViewing(row),
    },
    {
      key: 'edit',
      label: t('common:edit'),
      permission: ACTION('edit'),
      available: contestMachine.offers('edit', stateOf),
      run: startEdit,
    },
    {
      key: 'delete',
      label: t('common:delete'),
      permission: ACTION('delete'),
      danger: true,
      available: contestMachine.offers('delete', stateOf),
      confirm: t('contests.confirmDelete'),
      success: t('kit:success.delete'),
      run: (row) => contestApi.remove(row.id),
    },
  ];

  return (
    <>
      <ListPage<ContestView>
        title={t('contests.title')}
        queryKey={contestKeys.all}
        fetchPage={contestApi.page}
        rowKey="id"
        filters={[
          { name: 'title', label: t('fields.title') },
          {
            name: 'state',
            label: t('fields.status'),
            options: CONTEST_STATES.map((value) => ({ value, label: t(`contests.state.${value}`) })),
          },
        ]}
        toolbar={
          <PermissionGate action={ACTION('create')}>
            <Button type="primary" icon={<PlusOutlined />} onClick={startCreate}>
              {t('contests.create')}
            </Button>
          </PermissionGate>
        }
        columns={[
          { title: t('fields.id'), dataIndex: 'id', key: 'id' },
          {
            title: t('fields.title'),
            key: 'title',
            render: (_: unknown, row: ContestView) => (
              <Space orientation="vertical" size={0}>
                <UserText>{titleOf(row)}</UserText>
                <Typography.Text type="secondary">
                  <UserText>{row.prize}</UserText>
                </Typography.Text>
              </Space>
            ),
          },
          {
            title: t('contests.window'),
            key: 'window',
            render: (_: unknown, row: ContestView) => (
              <bdi>
                {dayjs(row.startAt).format(TIME)} – {dayjs(row.endAt).format(TIME)}
              </bdi>
            ),
          },
          { title: t('contests.entryCount'), dataIndex: 'entryCount', key: 'entryCount' },
          { title: t('contests.winnerCount'), dataIndex: 'winnerCount', key: 'winnerCount' },
          {
            title: t('fields.status'),
            dataIndex: 'state',
            key: 'state',
            render: (state: ContestState, row: ContestView) => (
              <Space orientation="vertical" size={0}>
                <StatusTag machine={contestMachine} state={state} />
                {row.announcedAt && (
                  <Typography.Text type="secondary">
                    {t('contests.announcedOn', { time: dayjs(row.announcedAt).format(TIME), by: row.announcedBy })}
                  </Typography.Text>
                )}
              </Space>
            ),
          },
        ]}
        rowActions={rowActions}
      />
      <FormDrawer<ContestFormValues>
        open={editing !== null}
        width={720}
        title={edited ? t('contests.editTitle', { title: titleOf(edited) }) : t('contests.create')}
        initialValues={contestFormValues(edited)}
        onSubmit={save}
        onClose={close}
      >
        <ContestFields startLocked={edited?.state === 'open'} />
      </FormDrawer>
      {viewing && <EntriesDrawer contest={viewing} title={titleOf(viewing)} onClose={() => setViewing(null)} />}
    </>
  );
}
