import { PlusOutlined } from '@ant-design/icons';
import { Button, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  type ArticleCategoryListItem,
  articleKeys,
  categoryApi,
  CategoryFields,
  categoryFormValues,
  type CategoryInput,
  HELP_CLASSIFY_SCREEN,
  textIn,
} from '../../features/articles';
import { FormDrawer } from '../../shared/components/form-drawer';
import { CONTENT_LANGUAGES, CONTENT_LANG_TAG } from '../../shared/components/lang-fields/content-languages';
import { ListPage } from '../../shared/components/list-page/list-page';
import type { RowAction } from '../../shared/components/list-page/row-actions';
import { PermissionGate } from '../../shared/components/permission-gate';
import { useCreateEdit } from '../../shared/hooks/use-create-edit';
import { UserText } from '../../shared/components/user-text';
import { deleteAction, editAction } from '../../shared/components/list-page/edit-delete-actions';
import { updatedAtColumn } from '../../shared/components/list-page/audit-columns';

const ACTION = (name: string) => `${HELP_CLASSIFY_SCREEN}:${name}`;

/**
 * The help categories help articles are filed under: a name per content language, a sort value (the
 * app's help page shows them in that order) and how many articles each holds. A category that still
 * holds articles cannot be deleted.
 */
export default function HelpClassifyScreen() {
  const { t, i18n } = useTranslation(['articles', 'kit', 'common']);
  const { editing, edited, startCreate, startEdit, close, save } = useCreateEdit<
    ArticleCategoryListItem,
    CategoryInput
  >({
    create: (values) => categoryApi.create(values),
    update: (category, values) => categoryApi.update(category.id, values),
    queryKey: articleKeys.categories,
  });
  const nameOf = (category: ArticleCategoryListItem) => textIn(category.names, (name) => name, i18n.language);

  const rowActions: RowAction<ArticleCategoryListItem>[] = [
    editAction(t, { permission: ACTION('edit'), run: startEdit }),
    deleteAction(t, {
      permission: ACTION('delete'),
      confirm: t('category.confirmDelete'),
      run: (category) => categoryApi.remove(category.id),
    }),
  ];

  return (
    <>
      <ListPage<ArticleCategoryListItem>
        title={t('titles.classify')}
        queryKey={articleKeys.categories}
        fetchPage={categoryApi.page}
        rowKey="id"
        filters={[{ name: 'name', label: t('category.name') }]}
        toolbar={
          <PermissionGate action={ACTION('create')}>
            <Button type="primary" icon={<PlusOutlined />} onClick={startCreate}>
              {t('category.create')}
            </Button>
          </PermissionGate>
        }
        columns={[
          { title: t('fields.id'), dataIndex: 'id', key: 'id' },
          {
            title: t('category.name'),
            key: 'name',
            render: (_: unknown, category) => {
              const shown = nameOf(category);
              return (
                <Space orientation="vertical" size={0}>
                  {shown && <UserText lang={CONTENT_LANG_TAG[shown.language]}>{shown.text}</UserText>}
                  {CONTENT_LANGUAGES.filter((code) => code !== shown?.language && category.names[code]).map((code) => (
                    <Typography.Text key={code} type="secondary">
                      <UserText lang={CONTENT_LANG_TAG[code]}>{category.names[code]}</UserText>
                    </Typography.Text>
                  ))}
                </Space>
              );
            },
          },
          { title: t('category.sort'), dataIndex: 'sort', key: 'sort' },
          { title: t('category.articleCount'), dataIndex: 'articleCount', key: 'articleCount' },
          updatedAtColumn(t('fields.updated')),
        ]}
        rowActions={rowActions}
      />
      <FormDrawer<CategoryInput>
        open={editing !== null}
        title={
          edited ? t('category.editTitle', { name: nameOf(edited)?.text ?? `#${edited.id}` }) : t('category.create')
        }
        initialValues={categoryFormValues(edited)}
        onSubmit={save}
        onClose={close}
      >
        <CategoryFields editingId={edited?.id} />
      </FormDrawer>
    </>
  );
}
