import { App, Avatar, Form, Select, Space, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CREATOR_LEVELS } from '../../../shared/types/app-user';
import { ListPage } from '../../../shared/components/list-page/list-page';
import type { RowAction } from '../../../shared/components/list-page/row-actions';
import { ReasonDialog } from '../../../shared/components/reason-dialog';
import { UserText } from '../../../shared/components/user-text';
import { creatorApi, creatorKeys } from '../api';
import { CREATOR_LIMITS } from '../rules';
import type { Creator } from '../types';
import { useCreatorFields } from './use-creator-fields';
import { useRefreshCreators } from './use-creator-queries';

const SCREEN = '/creator-center-manage/creator-user-list';
const TIME = 'YYYY-MM-DD HH:mm';

/**
 * The creators (every Lv1-Lv5 creator and the app users who joined the creator centre without a level):
 * filter by level, field and dates; change a level with a reason (kept with who and when).
 */
export function CreatorUserListScreen() {
  const { t } = useTranslation(['creators', 'kit', 'common']);
  const { message } = App.useApp();
  const refreshCreators = useRefreshCreators();
  const fields = useCreatorFields();
  const [changing, setChanging] = useState<Creator | null>(null);
  const level = (value: number) => t(`levels.${value}`);

  const rowActions: RowAction<Creator>[] = [
    { key: 'level', label: t('users.changeLevel'), permission: `${SCREEN}:level`, run: setChanging },
  ];

  return (
    <>
      <ListPage<Creator>
        title={t('users.title')}
        queryKey={creatorKeys.creators}
        fetchPage={creatorApi.creators}
        rowKey="id"
        filters={[
          { name: 'keyword', label: t('users.keyword') },
          {
            name: 'level',
            label: t('users.level'),
            options: CREATOR_LEVELS.map((value) => ({ value: String(value), label: level(value) })),
          },
          { name: 'fieldId', label: t('users.field'), options: fields.options },
          { name: 'registeredAt', label: t('users.registeredAt'), dateRange: true },
          { name: 'lastLoginAt', label: t('users.lastLoginAt'), dateRange: true },
        ]}
        exportFile={{
          name: t('users.exportName'),
          permission: `${SCREEN}:export`,
          columns: [
            { title: t('tasks.id'), value: (row) => row.id },
            { title: t('users.creator'), value: (row) => row.login },
            { title: t('users.level'), value: (row) => level(row.level) },
            { title: t('users.field'), value: (row) => fields.nameOf(row.fieldId) },
            { title: t('users.followers'), value: (row) => row.followers },
            { title: t('users.points'), value: (row) => row.points },
            { title: t('users.registeredAt'), value: (row) => dayjs(row.registeredAt).format(TIME) },
            { title: t('users.lastLoginAt'), value: (row) => dayjs(row.lastLoginAt).format(TIME) },
          ],
        }}
        columns={[
          { title: t('tasks.id'), dataIndex: 'id', key: 'id' },
          {
            title: t('users.creator'),
            key: 'creator',
            render: (_: unknown, row) => (
              <Space>
                <Avatar src={row.avatar || undefined} alt="" size="small">
                  {row.nickname.slice(0, 1)}
                </Avatar>
                <Space orientation="vertical" size={0}>
                  <UserText>{row.nickname}</UserText>
                  <Typography.Text type="secondary">
                    <UserText>{row.login}</UserText>
                  </Typography.Text>
                </Space>
              </Space>
            ),
          },
          { title: t('users.level'), dataIndex: 'level', key: 'level', render: (value: number) => level(value) },
          {
            title: t('users.field'),
            dataIndex: 'fieldId',
            key: 'fieldId',
            render: (id: number | null) =>
              id === null ? (
                <Typography.Text type="secondary">{t('users.noField')}</Typography.Text>
              ) : (
                <UserText>{fields.nameOf(id)}</UserText>
              ),
          },
          { title: t('users.followers'), dataIndex: 'followers', key: 'followers', sorter: true },
          { title: t('users.points'), dataIndex: 'points', key: 'points', sorter: true },
          {
            title: t('users.registeredAt'),
            dataIndex: 'registeredAt',
            key: 'registeredAt',
            sorter: true,
            render: (value: string) => dayjs(value).format(TIME),
          },
          {
            title: t('users.lastLoginAt'),
            dataIndex: 'lastLoginAt',
            key: 'lastLoginAt',
            sorter: true,
            render: (value: string) => dayjs(value).format(TIME),
          },
          {
            title: t('users.lastChange'),
            key: 'lastChange',
            render: (_: unknown, row) =>
              row.lastChange ? (
                <Space orientation="vertical" size={0}>
                  <span>
                    {t('users.changeSummary', {
                      from: level(row.lastChange.from),
                      to: level(row.lastChange.to),
                      by: row.lastChange.by,
                      at: dayjs(row.lastChange.at).format(TIME),
                    })}
                  </span>
                  <Typography.Text type="secondary">
                    <UserText>{row.lastChange.reason}</UserText>
                  </Typography.Text>
                </Space>
              ) : null,
          },
        ]}
        rowActions={rowActions}
      />
      <ReasonDialog<{ level: number }>
        open={changing !== null}
        title={changing ? t('users.changeTitle', { name: changing.nickname }) : ''}
        okText={t('users.changeLevel')}
        maxLength={CREATOR_LIMITS.reasonMax}
        onClose={() => setChanging(null)}
        onSubmit={async ({ level: to, reason }) => {
          await creatorApi.changeLevel(changing!.id, { level: to, reason });
          message.success(t('users.changed'));
          await refreshCreators();
        }}
      >
        {changing && (
          <Typography.Paragraph>{t('users.current', { level: level(changing.level) })}</Typography.Paragraph>
        )}
        <Form.Item
          name="level"
          label={t('users.newLevel')}
          rules={[
            { required: true, message: t('rules.level') },
            {
              validator: async (_rule, value: number | undefined) => {
                if (value !== undefined && value === changing?.level) throw new Error(t('rules.levelUnchanged'));
              },
            },
          ]}
        >
          <Select
            options={CREATOR_LEVELS.map((value) => ({ value, label: level(value) }))}
            placeholder={t('users.newLevel')}
          />
        </Form.Item>
      </ReasonDialog>
    </>
  );
}
