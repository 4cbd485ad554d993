import { PlusOutlined } from '@ant-design/icons';
import { Button, Checkbox, Form, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDrawer } from '../../../shared/components/form-drawer';
import { CONTENT_LANGUAGES, CONTENT_LANG_TAG } from '../../../shared/components/lang-fields/content-languages';
import { ListPage, type FilterField } from '../../../shared/components/list-page/list-page';
import type { RowAction } from '../../../shared/components/list-page/row-actions';
import { PermissionGate } from '../../../shared/components/permission-gate';
import { StatusTag } from '../../../shared/components/status-tag/status-tag';
import { useCreateEdit } from '../../../shared/hooks/use-create-edit';
import { articleApi, articleKeys } from '../api';
import { H5AddressLink } from '../../../shared/links/h5-address-link';
import { articleMachine, textIn } from '../rules';
import { articleScreens } from '../screens';
import {
  ARTICLE_STATUSES,
  COURSE_TYPES,
  PREGNANCY_WEEK_MAX,
  PREGNANCY_WEEK_MIN,
  type Article,
  type ArticleKind,
  hasCategories,
} from '../types';
import {
  ArticleFields,
  articleFormValues,
  toArticleInput,
  useCategoryOptions,
  type ArticleFormValues,
} from './article-form';
import { UserText } from '../../../shared/components/user-text';
import { deleteAction, editAction } from '../../../shared/components/list-page/edit-delete-actions';
import { updatedColumn } from '../../../shared/components/list-page/audit-columns';

const statusOf = (article: Article) => article.status;

/**
 * The articles of one kind: title in the reader's language (or the first written), the languages it is
 * written in, where it opens (the H5 link), category or pregnancy week, listing status; edit in a
 * drawer, list and delist, delete (a delisted article only, after a confirmation).
 */
export function ArticleListScreen({ kind }: { kind: ArticleKind }) {
  const { t, i18n } = useTranslation(['articles', 'kit', 'common']);
  const action = (name: string) => `${articleScreens(kind).list}:${name}`;
  const queryKey = articleKeys.all(kind);
  const categories = useCategoryOptions(kind);
  const categoryName = (id: number | null) =>
    categories.options.find((option) => option.value === id)?.label ?? (id === null ? '' : `#${id}`);

  // Creator courses are written on their list screen; the other kinds have a new-article screen.
  const writesHere = kind === 'creator';
  const { editing, edited, startCreate, startEdit, close, save } = useCreateEdit<Article, ArticleFormValues>({
    create: (values) =>
      writesHere
        ? articleApi.create(kind, toArticleInput(values))
        : Promise.reject(new Error('Articles are created on the new-article screen')),
    update: (article, values) => articleApi.update(kind, article.id, toArticleInput(values)),
    queryKey,
  });

  const rowActions: RowAction<Article>[] = [
    editAction(t, { permission: action('edit'), run: startEdit }),
    {
      key: 'list',
      label: t('actions.list'),
      permission: action('listing'),
      available: articleMachine.offers('list', statusOf),
      success: t('actions.listed'),
      run: (article) => articleApi.list(kind, article.id),
    },
    {
      key: 'delist',
      label: t('actions.delist'),
      permission: action('listing'),
      available: articleMachine.offers('delist', statusOf),
      confirm: t('actions.confirmDelist'),
      success: t('actions.delisted'),
      run: (article) => articleApi.delist(kind, article.id),
    },
    deleteAction(t, {
      permission: action('delete'),
      confirm: t('actions.confirmDelete'),
      available: articleMachine.offers('delete', statusOf),
      run: (article) => articleApi.remove(kind, article.id),
    }),
  ];

  const filters: FilterField[] = [
    { name: 'title', label: t('filters.title') },
    { name: 'displayId', label: t('fields.displayId') },
    {
      name: 'status',
      label: t('fields.status'),
      options: ARTICLE_STATUSES.map((value) => ({ value, label: t(`status.${value}`) })),
    },
    {
      name: 'language',
      label: t('filters.language'),
      options: CONTENT_LANGUAGES.map((value) => ({ value, label: t(`kit:langFields.languages.${value}`) })),
    },
  ];
  if (hasCategories(kind)) {
    filters.push({
      name: 'categoryId',
      label: t('fields.category'),
      options: categories.options.map(({ value, label }) => ({ value: String(value), label })),
    });
  }
  if (kind === 'pregnancy') {
    filters.push({
      name: 'pregnancyWeek',
      label: t('fields.pregnancyWeek'),
      options: Array.from({ length: PREGNANCY_WEEK_MAX - PREGNANCY_WEEK_MIN + 1 }, (_, index) => {
        const week = String(PREGNANCY_WEEK_MIN + index);
        return { value: week, label: t('weekN', { week }) };
      }),
    });
  }

  if (kind === 'creator') {
    filters.push({
      name: 'courseType',
      label: t('fields.courseType'),
      options: COURSE_TYPES.map((value) => ({ value, label: t(`courseTypes.${value}`) })),
    });
  }

  const shown = (article: Article) => textIn(article.texts, (entry) => entry.title, i18n.language);

  return (
    <>
      <ListPage<Article>
        // The menu's name: "Article List" under help, insights and pregnancy; the creator courses' own.
        title={t(kind === 'creator' ? 'titles.list.creator' : 'titles.heading.list')}
        queryKey={queryKey}
        fetchPage={(params, options) => articleApi.page(kind, params, options)}
        rowKey="id"
        filters={filters}
        toolbar={
          writesHere ? (
            <PermissionGate action={`${articleScreens(kind).create}:create`}>
              <Button type="primary" icon={<PlusOutlined />} onClick={startCreate}>
                {t(`titles.new.${kind}`)}
              </Button>
            </PermissionGate>
          ) : undefined
        }
        columns={[
          { title: t('fields.id'), dataIndex: 'id', key: 'id', sorter: true },
          { title: t('fields.displayId'), dataIndex: 'displayId', key: 'displayId', sorter: true },
          {
            title: t('fields.title'),
            key: 'title',
            render: (_: unknown, article) => {
              const title = shown(article);
              return title ? <UserText lang={CONTENT_LANG_TAG[title.language]}>{title.text}</UserText> : null;
            },
          },
          ...(hasCategories(kind)
            ? [
                {
                  title: t('fields.category'),
                  dataIndex: 'categoryId',
                  key: 'categoryId',
                  render: (id: number | null) => <UserText>{categoryName(id)}</UserText>,
                },
              ]
            : []),
          ...(kind === 'creator'
            ? [
                {
                  title: t('fields.courseType'),
                  dataIndex: 'courseType',
                  key: 'courseType',
                  render: (type: Article['courseType']) => (type ? t(`courseTypes.${type}`) : ''),
                },
              ]
            : []),
          ...(kind === 'pregnancy'
            ? [
                {
                  title: t('fields.pregnancyWeek'),
                  dataIndex: 'pregnancyWeek',
                  key: 'pregnancyWeek',
                  sorter: true,
                  render: (week: number) => t('weekN', { week }),
                },
              ]
            : []),
          {
            title: t('fields.languages'),
            key: 'languages',
            render: (_: unknown, article) => (
              <Space size={[0, 4]} wrap>
                {CONTENT_LANGUAGES.filter((code) => article.texts[code]?.title).map((code) => (
                  <Tag key={code}>{t(`kit:langFields.languages.${code}`)}</Tag>
                ))}
              </Space>
            ),
          },
          {
            title: t('fields.link'),
            key: 'link',
            render: (_: unknown, article) => {
              const title = shown(article);
              const link = title && article.texts[title.language]?.link;
              return <H5AddressLink link={link} maxWidth={240} />;
            },
          },
          {
            title: t('fields.status'),
            dataIndex: 'status',
            key: 'status',
            render: (status: Article['status']) => <StatusTag machine={articleMachine} state={status} />,
          },
          updatedColumn(t('fields.updated'), { sorter: true }),
        ]}
        rowActions={rowActions}
      />
      <FormDrawer<ArticleFormValues>
        open={editing !== null}
        width={720}
        title={edited ? t('form.editTitle', { displayId: edited.displayId }) : t(`titles.new.${kind}`)}
        initialValues={articleFormValues(edited)}
        onSubmit={save}
        onClose={close}
      >
        <ArticleFields kind={kind} />
        {writesHere && !edited && (
          <Form.Item name="listNow" valuePropName="checked" extra={t('form.listNowHint')}>
            <Checkbox>{t('form.listNow')}</Checkbox>
          </Form.Item>
        )}
      </FormDrawer>
    </>
  );
}
