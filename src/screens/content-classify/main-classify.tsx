import { PlusOutlined } from '@ant-design/icons';
import { Button, Form, Input, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  categoryApi,
  categoryNameTaken,
  categoryProblems,
  CLASSIFY_LIMITS,
  classifyKeys,
  type MainCategory,
  type MainCategoryInput,
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

const ACTION = (name: string) => `/content-classify/main-classify:${name}`;
type CategoryRow = MainCategory & { poolCount: number };

/** The main content categories posts are classified under: name and weight (a higher weight comes first). */
export default function MainClassifyScreen() {
  const { t } = useTranslation(['classify', 'kit', 'common']);
  const { editing, edited, startCreate, startEdit, close, save } = useCreateEdit<CategoryRow, MainCategoryInput>({
    create: categoryApi.create,
    update: (category, values) => categoryApi.update(category.id, values),
    queryKey: classifyKeys.all,
  });

  const rowActions: RowAction<CategoryRow>[] = [
    editAction(t, { permission: ACTION('edit'), run: startEdit }),
    deleteAction(t, {
      permission: ACTION('delete'),
      confirm: t('categories.confirmDelete'),
      run: (category) => categoryApi.remove(category.id),
    }),
  ];

  return (
    <>
      <ListPage<CategoryRow>
        title={t('categories.title')}
        queryKey={classifyKeys.categories}
        fetchPage={categoryApi.page}
        rowKey="id"
        filters={[{ name: 'name', label: t('fields.name') }]}
        toolbar={
          <PermissionGate action={ACTION('create')}>
            <Button type="primary" icon={<PlusOutlined />} onClick={startCreate}>
              {t('categories.create')}
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
          { title: t('categories.poolCount'), dataIndex: 'poolCount', key: 'poolCount' },
        ]}
        rowActions={rowActions}
      />
      <FormDrawer<MainCategoryInput>
        open={editing !== null}
        title={edited ? t('categories.editTitle', { name: edited.name }) : t('categories.create')}
        initialValues={edited ?? { weight: 0 }}
        onSubmit={save}
        onClose={close}
      >
        <CategoryFields id={edited?.id} />
      </FormDrawer>
    </>
  );
}

function CategoryFields({ id }: { id?: number }) {
  const { t } = useTranslation('classify');
  const rule = useClassifyRule<MainCategoryInput>(categoryProblems);
  // Every category, to say at once that a name is already there (the mock checks it again on save).
  const all = useAllCategories();
  return (
    <>
      <Form.Item
        name="name"
        label={t('fields.name')}
        required
        rules={[
          rule('name'),
          {
            validator: (_rule, name: string | undefined) =>
              name && categoryNameTaken(all.data ?? [], name, id)
                ? Promise.reject(new Error(t('rules.categoryAlreadyAdded')))
                : Promise.resolve(),
          },
        ]}
      >
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
    </>
  );
}
