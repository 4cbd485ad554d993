import { PlusOutlined } from '@ant-design/icons';
import { App, Button, Card, Space, Table, type TableColumnsType, Tabs, Tag as AntTag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDrawer } from '../../../shared/components/form-drawer';
import { updatedColumn } from '../../../shared/components/list-page/audit-columns';
import { deleteAction, editAction } from '../../../shared/components/list-page/edit-delete-actions';
import { RowActions, type RowAction } from '../../../shared/components/list-page/row-actions';
import { PermissionGate } from '../../../shared/components/permission-gate';
import { QueryState } from '../../../shared/components/query-state';
import { UserText } from '../../../shared/components/user-text';
import { taggingApi } from '../api';
import { bySort } from '../rules';
import { REQUIRED_NAME_LANGUAGES, type TagWithUsage } from '../types';
import { failureText } from './refusal-text';
import { TagFields } from './tag-fields';
import { type Editing, initialValues, type TagForm, toInput } from './tag-form';
import { translatedFailure, useRefreshTags, useTagName, useTags } from './use-tags';

const ACTION = (name: string) => `/content-labels/tweets-labels:${name}`;

type TreeRow = TagWithUsage & { children?: TreeRow[] };

/** The tag dictionary: level-1 tags with their level-2 tags, and the quality labels. */
export function TweetsLabelsScreen() {
  const { t } = useTranslation(['tagging', 'kit']);
  const { message } = App.useApp();
  const refresh = useRefreshTags();
  const tags = useTags();
  const tagName = useTagName();
  const [editing, setEditing] = useState<Editing>(null);
  const all = tags.data ?? [];
  const level1 = all.filter((tag) => tag.kind === 'level1').sort(bySort);
  const tree: TreeRow[] = level1.map((parent) => {
    const children = all.filter((tag) => tag.kind === 'level2' && tag.parentId === parent.id).sort(bySort);
    return children.length ? { ...parent, children } : parent;
  });
  const quality = all.filter((tag) => tag.kind === 'quality').sort(bySort);

  const kind = editing?.mode === 'edit' ? editing.tag.kind : editing?.kind;
  const save = async (values: TagForm) => {
    const input = toInput(kind!, values);
    try {
      if (editing?.mode === 'edit') await taggingApi.updateTag(editing.tag.id, input);
      else await taggingApi.createTag(input);
    } catch (error) {
      throw translatedFailure(t, error);
    }
    message.success(t(editing?.mode === 'edit' ? 'kit:success.modify' : 'kit:success.create'));
    await refresh();
    setEditing(null);
  };

  const rowActions: RowAction<TagWithUsage>[] = [
    {
      key: 'add-child',
      label: t('dictionary.addLevel2'),
      permission: ACTION('create'),
      available: (tag) => tag.kind === 'level1',
      run: (tag) => setEditing({ mode: 'create', kind: 'level2', parentId: tag.id }),
    },
    editAction(t, { permission: ACTION('edit'), run: (tag) => setEditing({ mode: 'edit', tag }) }),
    {
      key: 'disable',
      label: t('dictionary.disable'),
      permission: ACTION('edit'),
      available: (tag) => tag.enabled,
      confirm: t('dictionary.confirmDisable'),
      run: (tag) => taggingApi.setEnabled(tag.id, false),
    },
    {
      key: 'enable',
      label: t('dictionary.enable'),
      permission: ACTION('edit'),
      available: (tag) => !tag.enabled,
      run: (tag) => taggingApi.setEnabled(tag.id, true),
    },
    deleteAction(t, {
      permission: ACTION('delete'),
      confirm: t('dictionary.confirmDelete'),
      run: async (tag) => {
        // The server refuses a tag posts carry and a level-1 tag with tags under it, and says why.
        try {
          await taggingApi.removeTag(tag.id);
        } catch (error) {
          message.error(failureText(t, error));
          throw error;
        }
      },
    }),
  ];

  const columns: TableColumnsType<TreeRow> = [
    {
      title: t('dictionary.name'),
      key: 'name',
      render: (_, tag) => (
        <Space orientation="vertical" size={0}>
          <UserText>{tagName(tag)}</UserText>
          <span className="tagging-dictionary__other-names">
            {REQUIRED_NAME_LANGUAGES.filter((language) => tag.names[language as 'zh'] !== tagName(tag)).map(
              (language) => (
                <span key={language}>
                  <UserText lang={language}>{tag.names[language as 'zh']}</UserText>{' '}
                </span>
              ),
            )}
          </span>
        </Space>
      ),
    },
    { title: t('dictionary.level'), key: 'kind', render: (_, tag) => t(`kinds.${tag.kind}`) },
    {
      title: t('dictionary.status'),
      key: 'enabled',
      render: (_, tag) =>
        tag.enabled ? (
          <AntTag color="green">{t('dictionary.enabled')}</AntTag>
        ) : (
          <AntTag>{t('dictionary.disabled')}</AntTag>
        ),
    },
    { title: t('dictionary.sort'), dataIndex: 'sort', key: 'sort' },
    { title: t('dictionary.usage'), dataIndex: 'usage', key: 'usage' },
    updatedColumn(t('dictionary.updated')),
    {
      title: t('kit:actions'),
      key: '__actions',
      render: (_, tag) => <RowActions row={tag} actions={rowActions} onDone={() => void refresh()} />,
    },
  ];

  const table = (rows: TreeRow[], label: string) => (
    <Table<TreeRow>
      // Mounted again once the tags are in, so every level-1 tag opens with its level-2 tags shown.
      key={tags.data ? 'loaded' : 'loading'}
      aria-label={label}
      rowKey="id"
      columns={columns}
      dataSource={rows}
      loading={tags.isPending}
      pagination={false}
      expandable={{ defaultExpandAllRows: true }}
      locale={{ emptyText: t('kit:empty') }}
      scroll={{ x: 'max-content' }}
    />
  );

  const edited = editing?.mode === 'edit' ? editing.tag : undefined;
  return (
    <Card
      title={<h1 className="screen-title">{t('screens.dictionary')}</h1>}
      extra={
        <PermissionGate action={ACTION('create')}>
          <Space wrap>
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => setEditing({ mode: 'create', kind: 'level1', parentId: null })}
            >
              {t('dictionary.newLevel1')}
            </Button>
            <Button
              icon={<PlusOutlined />}
              onClick={() => setEditing({ mode: 'create', kind: 'quality', parentId: null })}
            >
              {t('dictionary.newQuality')}
            </Button>
          </Space>
        </PermissionGate>
      }
    >
      <QueryState query={tags}>
        <Tabs
          items={[
            { key: 'topics', label: t('dictionary.topicTags'), children: table(tree, t('dictionary.topicTags')) },
            {
              key: 'quality',
              label: t('dictionary.qualityLabels'),
              children: table(quality, t('dictionary.qualityLabels')),
            },
          ]}
        />
      </QueryState>
      <FormDrawer<TagForm>
        open={editing !== null}
        title={
          edited
            ? t('dictionary.editTitle', { name: tagName(edited) })
            : t(`dictionary.createTitle.${kind ?? 'level1'}`)
        }
        initialValues={initialValues(editing)}
        onSubmit={save}
        onClose={() => setEditing(null)}
      >
        {(form) => <TagFields form={form} kind={kind} level1={level1} all={all} editedId={edited?.id} />}
      </FormDrawer>
    </Card>
  );
}
