import { PlusOutlined } from '@ant-design/icons';
import { Button, Space, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { FormDrawer } from '../../../shared/components/form-drawer';
import { ListPage } from '../../../shared/components/list-page/list-page';
import type { RowAction } from '../../../shared/components/list-page/row-actions';
import { PermissionGate } from '../../../shared/components/permission-gate';
import { useCreateEdit } from '../../../shared/hooks/use-create-edit';
import { UserText } from '../../../shared/components/user-text';
import { editAction } from '../../../shared/components/list-page/edit-delete-actions';
import { topicApi, topicKeys } from '../api';
import { TOPIC_CATEGORIES, TOPIC_TYPES, type TopicListItem } from '../types';
import { TopicFields, topicFormValues, type TopicFormValues, toTopicInput } from './topic-form';

const ACTION = (name: string) => `/posts-manage/topic-manage:${name}`;

/** Topics posts are filed under: names per language, category, type, valid, hot settings and post count. */
export function TopicManageScreen() {
  const { t } = useTranslation(['topics', 'kit', 'common']);
  const { editing, edited, startCreate, startEdit, close, save } = useCreateEdit<TopicListItem, TopicFormValues>({
    create: (values) => topicApi.create(toTopicInput(values)),
    update: (topic, values) => topicApi.update(topic.id, toTopicInput(values)),
    queryKey: topicKeys.all,
  });

  const yesNo = [
    { label: t('yes'), value: 'true' },
    { label: t('no'), value: 'false' },
  ];

  const rowActions: RowAction<TopicListItem>[] = [
    editAction(t, { permission: ACTION('edit'), run: startEdit }),
    {
      key: 'disable',
      label: t('actions.disable'),
      danger: true,
      permission: ACTION('status'),
      confirm: t('actions.confirmDisable'),
      success: t('actions.disabled'),
      available: (topic) => topic.valid,
      run: (topic) => topicApi.disable(topic.id),
    },
    {
      key: 'enable',
      label: t('actions.enable'),
      permission: ACTION('status'),
      success: t('actions.enabled'),
      available: (topic) => !topic.valid,
      run: (topic) => topicApi.enable(topic.id),
    },
  ];

  return (
    <>
      <ListPage<TopicListItem>
        title={t('manage.title')}
        queryKey={topicKeys.all}
        fetchPage={topicApi.page}
        rowKey="id"
        filters={[
          { name: 'name', label: t('filters.name') },
          {
            name: 'category',
            label: t('fields.category'),
            options: TOPIC_CATEGORIES.map((value) => ({ value, label: t(`categories.${value}`) })),
          },
          { name: 'valid', label: t('fields.valid'), options: yesNo },
          { name: 'hot', label: t('fields.hot'), options: yesNo },
          {
            name: 'type',
            label: t('fields.type'),
            options: TOPIC_TYPES.map((value) => ({ value, label: t(`types.${value}`) })),
          },
        ]}
        toolbar={
          <PermissionGate action={ACTION('create')}>
            <Button type="primary" icon={<PlusOutlined />} onClick={startCreate}>
              {t('manage.create')}
            </Button>
          </PermissionGate>
        }
        columns={[
          { title: t('fields.id'), dataIndex: 'id', key: 'id', sorter: true },
          {
            title: t('fields.name'),
            key: 'name',
            render: (_: unknown, topic: TopicListItem) => (
              <Space orientation="vertical" size={0}>
                <UserText>{`#${topic.name}`}</UserText>
                <Typography.Text type="secondary">
                  <UserText>{[topic.names.en, topic.names.fr].filter(Boolean).join(' · ')}</UserText>
                </Typography.Text>
                {topic.names.ar && (
                  <Typography.Text type="secondary">
                    <UserText lang="ar">{topic.names.ar}</UserText>
                  </Typography.Text>
                )}
              </Space>
            ),
          },
          {
            title: t('fields.description'),
            dataIndex: 'description',
            key: 'description',
            render: (text: string) => (
              <UserText lines={2} style={{ maxWidth: 260 }}>
                {text}
              </UserText>
            ),
          },
          {
            title: t('fields.category'),
            dataIndex: 'category',
            key: 'category',
            render: (category: string) => t(`categories.${category}`),
          },
          {
            title: t('fields.type'),
            dataIndex: 'type',
            key: 'type',
            render: (type: string) => t(`types.${type}`),
          },
          {
            title: t('fields.valid'),
            dataIndex: 'valid',
            key: 'valid',
            render: (valid: boolean) => (
              <Tag color={valid ? 'green' : 'default'}>{valid ? t('valid') : t('invalid')}</Tag>
            ),
          },
          {
            title: t('fields.hot'),
            key: 'hot',
            render: (_: unknown, topic: TopicListItem) =>
              topic.hot ? (
                <Space orientation="vertical" size={0}>
                  <Tag color="volcano">{t('hotTag')}</Tag>
                  <span>{t('hotUntil', { time: dayjs(topic.hotEndTime).format('YYYY-MM-DD HH:mm') })}</span>
                  <span>{t('hotRankWeight', { rank: topic.hotRank, weight: topic.hotWeight })}</span>
                </Space>
              ) : (
                t('no')
              ),
          },
          { title: t('fields.postCount'), dataIndex: 'postCount', key: 'postCount', sorter: true },
        ]}
        rowActions={rowActions}
      />
      <FormDrawer<TopicFormValues>
        open={editing !== null}
        title={edited ? t('manage.editTitle', { name: edited.name }) : t('manage.create')}
        initialValues={topicFormValues(edited)}
        onSubmit={save}
        onClose={close}
      >
        <TopicFields />
      </FormDrawer>
    </>
  );
}
