import { PlusOutlined } from '@ant-design/icons';
import { Button, Space, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { APP_MODES } from '../../../shared/types/app-mode';
import { FormDrawer } from '../../../shared/components/form-drawer';
import { CONTENT_LANGUAGES } from '../../../shared/components/lang-fields/content-languages';
import { ListPage } from '../../../shared/components/list-page/list-page';
import type { RowAction } from '../../../shared/components/list-page/row-actions';
import { PermissionGate } from '../../../shared/components/permission-gate';
import { StatusTag } from '../../../shared/components/status-tag/status-tag';
import { useCreateEdit } from '../../../shared/hooks/use-create-edit';
import { UserText } from '../../../shared/components/user-text';
import { deleteAction, editAction } from '../../../shared/components/list-page/edit-delete-actions';
import { updatedColumn } from '../../../shared/components/list-page/audit-columns';
import { healthActivityApi, healthActivityKeys } from '../api';
import { activityMachine } from '../rules';
import { ACTIVITY_PHASES, ACTIVITY_STATUSES, type ActivityStatus, type HealthActivityView } from '../types';
import {
  ActivityFields,
  activityFormValues,
  type ActivityFormValues,
  TIME_FORMAT,
  toActivityInput,
} from './activity-form';
import { ActivityLink } from './activity-link';
import { titleIn } from './activity-texts';

const ACTION = (name: string) => `/content-recommend/health-activity-new:${name}`;
const stateOf = (row: HealthActivityView) => row.status;
const PHASE_COLORS = { upcoming: 'blue', running: 'green', ended: 'default' } as const;

/**
 * Health activities, new version: title, description and link per content language, the modes the
 * activity is shown in, and a schedule; written as a draft, published, taken offline.
 */
export function HealthActivitiesScreen() {
  const { t, i18n } = useTranslation(['activities', 'kit', 'common']);
  const { editing, edited, startCreate, startEdit, close, save } = useCreateEdit<
    HealthActivityView,
    ActivityFormValues
  >({
    create: (values) => healthActivityApi.create(toActivityInput(values)),
    update: (row, values) => healthActivityApi.update(row.id, toActivityInput(values)),
    queryKey: healthActivityKeys.activities,
  });

  const rowActions: RowAction<HealthActivityView>[] = [
    editAction(t, { permission: ACTION('edit'), available: activityMachine.offers('edit', stateOf), run: startEdit }),
    {
      key: 'publish',
      label: t('healthNew.publish'),
      permission: ACTION('publish'),
      available: activityMachine.offers('publish', stateOf),
      confirm: t('healthNew.confirmPublish'),
      success: t('kit:success.publish'),
      run: (row) => healthActivityApi.publish(row.id),
    },
    {
      key: 'offline',
      label: t('healthNew.offline'),
      permission: ACTION('unpublish'),
      danger: true,
      available: activityMachine.offers('offline', stateOf),
      confirm: t('healthNew.confirmOffline'),
      success: t('healthNew.wentOffline'),
      run: (row) => healthActivityApi.offline(row.id),
    },
    deleteAction(t, {
      permission: ACTION('delete'),
      confirm: t('healthNew.confirmDelete'),
      available: activityMachine.offers('delete', stateOf),
      run: (row) => healthActivityApi.remove(row.id),
    }),
  ];

  return (
    <>
      <ListPage<HealthActivityView>
        title={t('healthNew.title')}
        queryKey={healthActivityKeys.activities}
        fetchPage={healthActivityApi.page}
        rowKey="id"
        filters={[
          { name: 'title', label: t('fields.title') },
          {
            name: 'mode',
            label: t('fields.mode'),
            options: APP_MODES.map((value) => ({ value, label: t(`modes.${value}`) })),
          },
          {
            name: 'status',
            label: t('fields.status'),
            options: ACTIVITY_STATUSES.map((value) => ({ value, label: t(`healthNew.status.${value}`) })),
          },
          {
            name: 'phase',
            label: t('fields.phase'),
            options: ACTIVITY_PHASES.map((value) => ({ value, label: t(`healthNew.phase.${value}`) })),
          },
          {
            name: 'language',
            label: t('fields.language'),
            options: CONTENT_LANGUAGES.map((value) => ({ value, label: t(`kit:langFields.languages.${value}`) })),
          },
        ]}
        toolbar={
          <PermissionGate action={ACTION('create')}>
            <Button type="primary" icon={<PlusOutlined />} onClick={startCreate}>
              {t('healthNew.create')}
            </Button>
          </PermissionGate>
        }
        columns={[
          { title: t('fields.id'), dataIndex: 'id', key: 'id' },
          {
            title: t('fields.title'),
            key: 'title',
            render: (_: unknown, row: HealthActivityView) => {
              const title = titleIn(row.texts, i18n.language);
              const language = CONTENT_LANGUAGES.find((code) => row.texts[code]?.title === title);
              return (
                <Space orientation="vertical" size={0}>
                  <UserText>{title}</UserText>
                  <ActivityLink link={language && row.texts[language]?.link} />
                </Space>
              );
            },
          },
          {
            title: t('fields.languages'),
            key: 'languages',
            render: (_: unknown, row: HealthActivityView) =>
              CONTENT_LANGUAGES.filter((code) => row.texts[code]).map((code) => (
                <Tag key={code}>{t(`kit:langFields.languages.${code}`)}</Tag>
              )),
          },
          {
            title: t('fields.modes'),
            dataIndex: 'modes',
            key: 'modes',
            render: (modes: HealthActivityView['modes']) =>
              modes.map((mode) => (
                <Tag key={mode} color="purple">
                  {t(`modes.${mode}`)}
                </Tag>
              )),
          },
          {
            title: t('fields.schedule'),
            key: 'schedule',
            render: (_: unknown, row: HealthActivityView) => (
              <Space orientation="vertical" size={0}>
                <bdi>
                  {dayjs(row.startAt).format(TIME_FORMAT)} – {dayjs(row.endAt).format(TIME_FORMAT)}
                </bdi>
                <Typography.Text type="secondary">
                  <Tag color={PHASE_COLORS[row.phase]}>{t(`healthNew.phase.${row.phase}`)}</Tag>
                </Typography.Text>
              </Space>
            ),
          },
          {
            title: t('fields.status'),
            dataIndex: 'status',
            key: 'status',
            render: (status: ActivityStatus) => <StatusTag machine={activityMachine} state={status} />,
          },
          updatedColumn(t('fields.updated')),
        ]}
        rowActions={rowActions}
      />
      <FormDrawer<ActivityFormValues>
        open={editing !== null}
        width={720}
        title={edited ? t('healthNew.editTitle', { id: edited.id }) : t('healthNew.create')}
        initialValues={activityFormValues(edited)}
        onSubmit={save}
        onClose={close}
      >
        <ActivityFields />
      </FormDrawer>
    </>
  );
}
