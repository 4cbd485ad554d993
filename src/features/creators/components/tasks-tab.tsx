import { PlusOutlined } from '@ant-design/icons';
import { Button, Image, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDrawer } from '../../../shared/components/form-drawer';
import { CONTENT_LANGUAGES } from '../../../shared/components/lang-fields/content-languages';
import { ListPage } from '../../../shared/components/list-page/list-page';
import type { RowAction } from '../../../shared/components/list-page/row-actions';
import { PermissionGate } from '../../../shared/components/permission-gate';
import { StatusTag } from '../../../shared/components/status-tag/status-tag';
import { useCreateEdit } from '../../../shared/hooks/use-create-edit';
import { creatorApi, creatorKeys } from '../api';
import { taskMachine, taskTitle } from '../rules';
import { POST_TYPES } from '../../../shared/types/post-types';
import { TASK_STATUSES, type CreatorTask } from '../types';
import { TaskFields, taskFormValues, toTaskInput, type TaskFormValues } from './task-form';
import { UserText } from '../../../shared/components/user-text';
import { deleteAction, editAction } from '../../../shared/components/list-page/edit-delete-actions';
import { updatedColumn } from '../../../shared/components/list-page/audit-columns';

const SCREEN = '/creator-center-manage/creator-task-config';
const ACTION = (name: string) => `${SCREEN}:${name}`;
const statusOf = (task: CreatorTask) => task.status;

/** The creator tasks: filter, create and edit in a drawer, publish and unpublish, delete an unpublished one. */
export function TasksTab() {
  const { t, i18n } = useTranslation(['creators', 'kit', 'common']);
  const { editing, edited, startCreate, startEdit, close, save } = useCreateEdit<CreatorTask, TaskFormValues>({
    create: (values) => creatorApi.createTask(toTaskInput(values)),
    update: (task, values) => creatorApi.updateTask(task.id, toTaskInput(values)),
    queryKey: creatorKeys.tasks,
  });

  const rowActions: RowAction<CreatorTask>[] = [
    editAction(t, { permission: ACTION('edit'), available: taskMachine.offers('edit', statusOf), run: startEdit }),
    {
      key: 'publish',
      label: t('tasks.publish'),
      permission: ACTION('publish'),
      available: taskMachine.offers('publish', statusOf),
      success: t('tasks.published'),
      run: (task) => creatorApi.publishTask(task.id),
    },
    {
      key: 'unpublish',
      label: t('tasks.unpublish'),
      permission: ACTION('unpublish'),
      available: taskMachine.offers('unpublish', statusOf),
      confirm: t('tasks.confirmUnpublish'),
      success: t('tasks.unpublished'),
      run: (task) => creatorApi.unpublishTask(task.id),
    },
    deleteAction(t, {
      permission: ACTION('delete'),
      confirm: t('tasks.confirmDelete'),
      available: taskMachine.offers('delete', statusOf),
      run: (task) => creatorApi.removeTask(task.id),
    }),
  ];

  return (
    <>
      <ListPage<CreatorTask>
        title={t('tasks.title')}
        queryKey={creatorKeys.tasks}
        fetchPage={creatorApi.tasks}
        rowKey="id"
        filters={[
          { name: 'title', label: t('tasks.search') },
          {
            name: 'status',
            label: t('tasks.status.label'),
            options: TASK_STATUSES.map((value) => ({ value, label: t(`tasks.status.${value}`) })),
          },
          {
            name: 'postType',
            label: t('tasks.postType'),
            options: POST_TYPES.map((value) => ({ value, label: t(`postTypes.${value}`) })),
          },
          {
            name: 'stars',
            label: t('tasks.stars'),
            options: [1, 2, 3, 4, 5].map((count) => ({ value: String(count), label: t('tasks.starsN', { count }) })),
          },
          {
            name: 'language',
            label: t('tasks.writtenIn'),
            options: CONTENT_LANGUAGES.map((value) => ({ value, label: t(`kit:langFields.languages.${value}`) })),
          },
        ]}
        toolbar={
          <PermissionGate action={ACTION('create')}>
            <Button type="primary" icon={<PlusOutlined />} onClick={startCreate}>
              {t('tasks.create')}
            </Button>
          </PermissionGate>
        }
        columns={[
          { title: t('tasks.id'), dataIndex: 'id', key: 'id', sorter: true },
          {
            title: t('tasks.cover'),
            dataIndex: 'cover',
            key: 'cover',
            render: (cover: string, task) => (
              <Image src={cover} width={96} alt={t('tasks.cover') + ' ' + taskTitle(task.texts, i18n.language)} />
            ),
          },
          {
            title: t('tasks.taskTitle'),
            key: 'title',
            render: (_: unknown, task) => <UserText>{taskTitle(task.texts, i18n.language)}</UserText>,
          },
          {
            title: t('tasks.stars'),
            dataIndex: 'stars',
            key: 'stars',
            sorter: true,
            render: (stars: number) => (
              <Space size={4} title={t('tasks.starsN', { count: stars })}>
                <span aria-hidden="true" style={{ color: '#d48806' }}>
                  {'★'.repeat(stars)}
                  {'☆'.repeat(5 - stars)}
                </span>
                <span>{stars}/5</span>
              </Space>
            ),
          },
          {
            title: t('tasks.postType'),
            dataIndex: 'postType',
            key: 'postType',
            render: (type: string) => t(`postTypes.${type}`),
          },
          { title: t('tasks.requiredPosts'), dataIndex: 'requiredPosts', key: 'requiredPosts', sorter: true },
          {
            title: t('tasks.reward'),
            key: 'reward',
            render: (_: unknown, task) =>
              task.rewardType === 'points' ? (
                t('tasks.rewardPoints', { amount: task.rewardAmount })
              ) : (
                <UserText>{t('tasks.rewardItemN', { item: task.rewardItem, amount: task.rewardAmount })}</UserText>
              ),
          },
          {
            title: t('tasks.languages'),
            key: 'languages',
            render: (_: unknown, task) => (
              <Space size={[0, 4]} wrap>
                {CONTENT_LANGUAGES.filter((code) => task.texts[code]?.title).map((code) => (
                  <Tag key={code}>{t(`kit:langFields.languages.${code}`)}</Tag>
                ))}
              </Space>
            ),
          },
          {
            title: t('tasks.status.label'),
            dataIndex: 'status',
            key: 'status',
            render: (status: CreatorTask['status']) => <StatusTag machine={taskMachine} state={status} />,
          },
          updatedColumn(t('tasks.updated'), { sorter: true }),
        ]}
        rowActions={rowActions}
      />
      <FormDrawer<TaskFormValues>
        open={editing !== null}
        width={720}
        title={edited ? t('tasks.editTitle', { id: edited.id }) : t('tasks.create')}
        initialValues={taskFormValues(edited)}
        onSubmit={save}
        onClose={close}
      >
        <TaskFields />
      </FormDrawer>
    </>
  );
}
