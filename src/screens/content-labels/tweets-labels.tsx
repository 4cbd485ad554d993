import { PlusOutlined } from '@ant-design/icons';
import {
  App,
  Button,
  Card,
  Form,
  Input,
  InputNumber,
  Select,
  Space,
  Switch,
  Table,
  type TableColumnsType,
  Tabs,
  Tag as AntTag,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  bySort,
  failureText,
  NAME_LANGUAGES,
  NAME_MAX_LENGTH,
  type NameLanguage,
  nameProblems,
  refusalText,
  REQUIRED_NAME_LANGUAGES,
  taggingApi,
  type TagInput,
  type TagKind,
  type TagWithUsage,
  translatedFailure,
  useRefreshTags,
  useTagName,
  useTags,
} from '../../features/tagging';
import { FormDrawer } from '../../shared/components/form-drawer';
import { RowActions, type RowAction } from '../../shared/components/list-page/row-actions';
import { PermissionGate } from '../../shared/components/permission-gate';
import { QueryState } from '../../shared/components/query-state';
import { UserText } from '../../shared/components/user-text';
import { deleteAction, editAction } from '../../shared/components/list-page/edit-delete-actions';
import { updatedColumn } from '../../shared/components/list-page/audit-columns';

const ACTION = (name: string) => `/content-labels/tweets-labels:${name}`;

/** The drawer's flat form: one field per name language, so a refusal can name its field. */
type TagForm = Record<`name_${NameLanguage}`, string | undefined> & {
  parentId: number | null;
  enabled: boolean;
  sort: number;
};

type Editing = { mode: 'create'; kind: TagKind; parentId: number | null } | { mode: 'edit'; tag: TagWithUsage } | null;

type TreeRow = TagWithUsage & { children?: TreeRow[] };

const toInput = (kind: TagKind, values: TagForm): TagInput => ({
  kind,
  parentId: kind === 'level2' ? values.parentId : null,
  names: Object.fromEntries(
    NAME_LANGUAGES.map((language) => [language, values[`name_${language}`]?.trim() ?? '']),
  ) as TagInput['names'],
  enabled: values.enabled,
  sort: values.sort ?? 0,
});

/** The tag dictionary: level-1 tags with their level-2 tags, and the quality labels. */
export default function TweetsLabels() {
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
  const initialValues: Partial<TagForm> = edited
    ? {
        ...Object.fromEntries(
          NAME_LANGUAGES.map((language) => [`name_${language}`, edited.names[language as 'zh'] ?? '']),
        ),
        parentId: edited.parentId,
        enabled: edited.enabled,
        sort: edited.sort,
      }
    : { parentId: editing?.mode === 'create' ? editing.parentId : null, enabled: true, sort: 10 };

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
        initialValues={initialValues}
        onSubmit={save}
        onClose={() => setEditing(null)}
      >
        {(form) => (
          <>
            {kind === 'level2' && (
              <Form.Item
                name="parentId"
                label={t('dictionary.parent')}
                rules={[{ required: true, message: t('dictionary.parentRequired') }]}
              >
                <Select options={level1.map((tag) => ({ value: tag.id, label: tagName(tag) }))} />
              </Form.Item>
            )}
            {NAME_LANGUAGES.map((language) => (
              <Form.Item
                key={language}
                name={`name_${language}`}
                label={t('dictionary.nameIn', { language: t(`nameLanguages.${language}`) })}
                dependencies={kind === 'level2' ? ['parentId'] : []}
                rules={[
                  {
                    validator: (_rule, value: string | undefined) => {
                      if (!kind) return Promise.resolve();
                      const names = { zh: '', en: '', ar: '', [language]: value ?? '' } as TagInput['names'];
                      const problem = nameProblems(
                        { kind, parentId: kind === 'level2' ? form.getFieldValue('parentId') : null, names },
                        all,
                        edited?.id,
                      ).find((p) => 'language' in p && p.language === language);
                      return problem ? Promise.reject(new Error(refusalText(t, problem))) : Promise.resolve();
                    },
                  },
                ]}
              >
                <Input
                  dir={language === 'ar' ? 'rtl' : 'ltr'}
                  lang={language === 'ind' ? 'id' : language}
                  count={{ show: true, max: NAME_MAX_LENGTH }}
                />
              </Form.Item>
            ))}
            <Form.Item name="sort" label={t('dictionary.sort')} extra={t('dictionary.sortHelp')}>
              <InputNumber min={0} max={9999} precision={0} />
            </Form.Item>
            <Form.Item name="enabled" label={t('dictionary.enabled')} valuePropName="checked">
              <Switch />
            </Form.Item>
          </>
        )}
      </FormDrawer>
    </Card>
  );
}
