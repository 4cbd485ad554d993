import { UserAddOutlined } from '@ant-design/icons';
import { Button, Form, Input, InputNumber, Select, Space, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { problemRule } from '../../../shared/utils/problem-rule';
import { APP_MODES } from '../../../shared/types/app-mode';
import { FormDrawer } from '../../../shared/components/form-drawer';
import { ListPage } from '../../../shared/components/list-page/list-page';
import type { RowAction } from '../../../shared/components/list-page/row-actions';
import { PermissionGate } from '../../../shared/components/permission-gate';
import { StatusTag } from '../../../shared/components/status-tag/status-tag';
import { useCreateEdit } from '../../../shared/hooks/use-create-edit';
import { UserText } from '../../../shared/components/user-text';
import { editAction } from '../../../shared/components/list-page/edit-delete-actions';
import { ambassadorApi, ambassadorKeys } from '../api';
import { AMBASSADOR_LIMITS, ambassadorMachine, ambassadorProblems } from '../rules';
import { type Ambassador, AMBASSADOR_STATUSES, type AmbassadorInput } from '../types';

const ACTION = (name: string) => `/content-recommend/zone-ambassador:${name}`;
const stateOf = (row: Ambassador) => row.status;
const TIME = 'YYYY-MM-DD HH:mm';

/** Zone ambassadors: app users leading a mode's community zone, at most five active per zone. */
export function AmbassadorsScreen() {
  const { t } = useTranslation(['activities', 'kit', 'common']);
  const { editing, edited, startCreate, startEdit, close, save } = useCreateEdit<Ambassador, AmbassadorInput>({
    create: (values) => ambassadorApi.appoint(values),
    update: (row, values) => ambassadorApi.update(row.id, { intro: values.intro }),
    queryKey: ambassadorKeys.all,
  });
  const rule = (field: string) => problemRule('activities', field, ambassadorProblems, t);

  const rowActions: RowAction<Ambassador>[] = [
    editAction(t, { permission: ACTION('edit'), available: ambassadorMachine.offers('edit', stateOf), run: startEdit }),
    {
      key: 'dismiss',
      label: t('ambassadors.dismiss'),
      permission: ACTION('remove'),
      danger: true,
      available: ambassadorMachine.offers('dismiss', stateOf),
      confirm: t('ambassadors.confirmDismiss'),
      success: t('ambassadors.dismissed'),
      run: (row) => ambassadorApi.dismiss(row.id),
    },
  ];

  return (
    <>
      <ListPage<Ambassador>
        title={t('ambassadors.title')}
        queryKey={ambassadorKeys.all}
        fetchPage={ambassadorApi.page}
        rowKey="id"
        filters={[
          { name: 'user', label: t('ambassadors.user') },
          {
            name: 'zone',
            label: t('ambassadors.zone'),
            options: APP_MODES.map((value) => ({ value, label: t(`modes.${value}`) })),
          },
          {
            name: 'status',
            label: t('fields.status'),
            options: AMBASSADOR_STATUSES.map((value) => ({ value, label: t(`ambassadors.status.${value}`) })),
          },
        ]}
        toolbar={
          <PermissionGate action={ACTION('add')}>
            <Button type="primary" icon={<UserAddOutlined />} onClick={startCreate}>
              {t('ambassadors.appoint')}
            </Button>
          </PermissionGate>
        }
        columns={[
          {
            title: t('ambassadors.user'),
            key: 'user',
            render: (_: unknown, row: Ambassador) => (
              <Space orientation="vertical" size={0}>
                <UserText>{row.nickname}</UserText>
                <Typography.Text type="secondary">
                  {row.userId} · <UserText>{`@${row.login}`}</UserText>
                </Typography.Text>
              </Space>
            ),
          },
          {
            title: t('ambassadors.zone'),
            dataIndex: 'zone',
            key: 'zone',
            render: (zone: string) => t(`modes.${zone}`),
          },
          {
            title: t('ambassadors.intro'),
            dataIndex: 'intro',
            key: 'intro',
            render: (intro: string) => (
              <UserText lines={2} style={{ maxWidth: 320 }}>
                {intro}
              </UserText>
            ),
          },
          {
            title: t('fields.status'),
            dataIndex: 'status',
            key: 'status',
            render: (status: Ambassador['status']) => <StatusTag machine={ambassadorMachine} state={status} />,
          },
          {
            title: t('ambassadors.appointed'),
            key: 'appointedAt',
            render: (_: unknown, row: Ambassador) => (
              <Space orientation="vertical" size={0}>
                <span>
                  {dayjs(row.appointedAt).format(TIME)} · <UserText>{row.appointedBy}</UserText>
                </span>
                {row.dismissedAt && (
                  <Typography.Text type="secondary">
                    {t('ambassadors.dismissedOn', { time: dayjs(row.dismissedAt).format(TIME), by: row.dismissedBy })}
                  </Typography.Text>
                )}
              </Space>
            ),
          },
        ]}
        rowActions={rowActions}
      />
      <FormDrawer<AmbassadorInput>
        open={editing !== null}
        title={edited ? t('ambassadors.editTitle', { name: edited.nickname }) : t('ambassadors.appoint')}
        initialValues={edited ?? { zone: 'pregnancy', intro: '' }}
        onSubmit={save}
        onClose={close}
      >
        <Form.Item
          name="userId"
          label={t('ambassadors.userId')}
          extra={edited ? undefined : t('ambassadors.userIdHint', { max: AMBASSADOR_LIMITS.perZone })}
          required
          rules={[rule('userId')]}
        >
          <InputNumber precision={0} min={1} disabled={!!edited} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="zone" label={t('ambassadors.zone')} required rules={[rule('zone')]}>
          <Select disabled={!!edited} options={APP_MODES.map((value) => ({ value, label: t(`modes.${value}`) }))} />
        </Form.Item>
        <Form.Item name="intro" label={t('ambassadors.intro')} rules={[rule('intro')]}>
          <Input.TextArea dir="auto" rows={3} showCount maxLength={AMBASSADOR_LIMITS.introMax} />
        </Form.Item>
      </FormDrawer>
    </>
  );
}
