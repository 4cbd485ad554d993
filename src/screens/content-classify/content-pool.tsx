import { PlusOutlined } from '@ant-design/icons';
import { Button, Form, Input, InputNumber, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  CategoryPicker,
  CLASSIFY_LIMITS,
  classifyKeys,
  type ContentPoolInput,
  type ContentPoolListItem,
  poolApi,
  poolProblems,
  useAllCategories,
  useClassifyRule,
} from '../../features/content-classify';
import { FormDrawer } from '../../shared/components/form-drawer';
import { ListPage } from '../../shared/components/list-page/list-page';
import type { RowAction } from '../../shared/components/list-page/row-actions';
import { PermissionGate } from '../../shared/components/permission-gate';
import { useCreateEdit } from '../../shared/hooks/use-create-edit';
import { UserText } from '../../shared/components/user-text';
import { deleteAction, editAction } from '../../shared/components/list-page/edit-delete-actions';

const ACTION = (name: string) => `/content-classify/content-pool:${name}`;

/** Content pools: named, weighted sets of main categories that feeds draw their posts from. */
export default function ContentPoolScreen() {
  const { t } = useTranslation(['classify', 'kit', 'common']);
  const categories = useAllCategories();
  const { editing, edited, startCreate, startEdit, close, save } = useCreateEdit<ContentPoolListItem, ContentPoolInput>(
    {
      create: poolApi.create,
      update: (pool, values) => poolApi.update(pool.id, values),
      queryKey: classifyKeys.pools,
    },
  );

  const rowActions: RowAction<ContentPoolListItem>[] = [
    editAction(t, { permission: ACTION('edit'), run: startEdit }),
    deleteAction(t, {
      permission: ACTION('delete'),
      confirm: t('pools.confirmDelete'),
      run: (pool) => poolApi.remove(pool.id),
    }),
  ];

  return (
    <>
      <ListPage<ContentPoolListItem>
        title={t('pools.title')}
        queryKey={classifyKeys.pools}
        fetchPage={poolApi.page}
        rowKey="id"
        filters={[
          { name: 'name', label: t('fields.name') },
          {
            name: 'categoryId',
            label: t('pools.category'),
            options: (categories.data ?? []).map((category) => ({ value: String(category.id), label: category.name })),
          },
        ]}
        toolbar={
          <PermissionGate action={ACTION('create')}>
            <Button type="primary" icon={<PlusOutlined />} onClick={startCreate}>
              {t('pools.create')}
            </Button>
          </PermissionGate>
        }
        columns={[
          { title: t('fields.id'), dataIndex: 'id', key: 'id', sorter: true },
          {
            title: t('fields.name'),
            dataIndex: 'name',
            key: 'name',
            sorter: true,
            render: (name: string) => <UserText>{name}</UserText>,
          },
          { title: t('fields.weight'), dataIndex: 'weight', key: 'weight', sorter: true },
          {
            title: t('pools.categories'),
            key: 'categories',
            render: (_: unknown, pool: ContentPoolListItem) => (
              <Space size={[0, 4]} wrap>
                {pool.categories.map((category) => (
                  <Tag key={category.id}>
                    <UserText>{category.name}</UserText>
                  </Tag>
                ))}
              </Space>
            ),
          },
        ]}
        rowActions={rowActions}
      />
      <FormDrawer<ContentPoolInput>
        open={editing !== null}
        title={edited ? t('pools.editTitle', { name: edited.name }) : t('pools.create')}
        initialValues={
          edited
            ? { name: edited.name, weight: edited.weight, categoryIds: edited.categoryIds }
            : { weight: 0, categoryIds: [] }
        }
        onSubmit={save}
        onClose={close}
      >
        <PoolFields />
      </FormDrawer>
    </>
  );
}

function PoolFields() {
  const { t } = useTranslation('classify');
  const rule = useClassifyRule<ContentPoolInput>(poolProblems);
  return (
    <>
      <Form.Item name="name" label={t('fields.name')} required rules={[rule('name')]}>
        <Input dir="auto" />
      </Form.Item>
      <Form.Item
        name="weight"
        label={t('fields.weight')}
        required
        rules={[rule('weight')]}
        extra={t('fields.weightHint')}
      >
        <InputNumber
          min={CLASSIFY_LIMITS.weightMin}
          max={CLASSIFY_LIMITS.weightMax}
          precision={0}
          style={{ width: '100%' }}
        />
      </Form.Item>
      <Form.Item name="categoryIds" label={t('pools.categories')} rules={[rule('categoryIds')]}>
        <CategoryPicker />
      </Form.Item>
    </>
  );
}
