import { App, Form, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CLASSIFY_LIMITS,
  classifyKeys,
  guidanceApi,
  guidanceProblems,
  type PostingGuidance,
  type PostingGuidanceInput,
  useClassifyRule,
  useRefreshGuidance,
} from '../../features/content-classify';
import { FormDrawer } from '../../shared/components/form-drawer';
import { LangFields } from '../../shared/components/lang-fields/lang-fields';
import {
  CONTENT_LANGUAGES,
  CONTENT_LANG_TAG,
  type ContentLanguage,
} from '../../shared/components/lang-fields/content-languages';
import { ListPage } from '../../shared/components/list-page/list-page';
import type { RowAction } from '../../shared/components/list-page/row-actions';
import { editAction } from '../../shared/components/list-page/edit-delete-actions';
import { UserText } from '../../shared/components/user-text';
import { updatedColumn } from '../../shared/components/list-page/audit-columns';

const ACTION = (name: string) => `/content-classify/posting-guidance:${name}`;

const written = (guidance: PostingGuidance) =>
  CONTENT_LANGUAGES.filter((language) => guidance.texts[language]?.text?.trim());

/** Holds the per-language value for the "some language" rule; the tabs show the texts themselves. */
function RuleAnchor(_props: { value?: unknown; onChange?: unknown; id?: string }) {
  return null;
}

/** Post Recommendation: the guidance members see when they post in a category, per content language. */
export default function PostingGuidanceScreen() {
  const { t } = useTranslation(['classify', 'kit', 'common']);
  const { message } = App.useApp();
  const refreshGuidance = useRefreshGuidance();
  // Every category has its guidance (written or not): there is only editing, never creating.
  const [edited, setEdited] = useState<PostingGuidance | null>(null);
  const startEdit = (guidance: PostingGuidance) => setEdited(guidance);
  const close = () => setEdited(null);
  const save = async (values: PostingGuidanceInput) => {
    if (!edited) return;
    await guidanceApi.save(edited.categoryId, values);
    message.success(t('kit:success.save'));
    // Closed once the list shows what was saved, like the kit's create/edit drawers.
    await refreshGuidance();
    setEdited(null);
  };

  const rule = useClassifyRule<PostingGuidanceInput>(guidanceProblems);

  const rowActions: RowAction<PostingGuidance>[] = [
    editAction(t, { label: t('guidance.edit'), permission: ACTION('edit'), run: startEdit }),
  ];

  return (
    <>
      <ListPage<PostingGuidance>
        title={t('guidance.title')}
        queryKey={classifyKeys.guidance}
        fetchPage={guidanceApi.page}
        rowKey="categoryId"
        filters={[
          { name: 'name', label: t('guidance.category') },
          {
            name: 'written',
            label: t('guidance.state'),
            options: [
              { value: 'true', label: t('guidance.written') },
              { value: 'false', label: t('guidance.missing') },
            ],
          },
        ]}
        columns={[
          {
            title: t('guidance.category'),
            dataIndex: 'categoryName',
            key: 'categoryName',
            render: (name: string) => <UserText>{name}</UserText>,
          },
          {
            title: t('guidance.languages'),
            key: 'languages',
            render: (_: unknown, guidance: PostingGuidance) => {
              const languages = written(guidance);
              return languages.length ? (
                <Space size={[0, 4]} wrap>
                  {languages.map((language) => (
                    <Tag key={language}>{t(`kit:langFields.languages.${language}`)}</Tag>
                  ))}
                </Space>
              ) : (
                <Typography.Text type="secondary">{t('guidance.missing')}</Typography.Text>
              );
            },
          },
          {
            title: t('guidance.text'),
            key: 'text',
            render: (_: unknown, guidance: PostingGuidance) => {
              const language: ContentLanguage | undefined = written(guidance)[0];
              return language ? (
                <UserText lines={2} lang={CONTENT_LANG_TAG[language]} style={{ maxWidth: 360 }}>
                  {guidance.texts[language]?.text}
                </UserText>
              ) : null;
            },
          },
          updatedColumn(t('guidance.updated')),
        ]}
        rowActions={rowActions}
      />
      <FormDrawer<PostingGuidanceInput>
        open={edited !== null}
        title={t('guidance.editTitle', { name: edited?.categoryName ?? '' })}
        initialValues={{ texts: edited?.texts ?? {} }}
        onSubmit={save}
        onClose={close}
        width={640}
      >
        <Typography.Paragraph type="secondary">{t('guidance.hint')}</Typography.Paragraph>
        <LangFields
          name="texts"
          fields={[{ key: 'text', label: t('guidance.text'), multiline: true, maxLength: CLASSIFY_LIMITS.guidanceMax }]}
        />
        <Form.Item
          name="texts"
          dependencies={CONTENT_LANGUAGES.map((language) => ['texts', language, 'text'])}
          rules={[rule('texts')]}
        >
          <RuleAnchor />
        </Form.Item>
      </FormDrawer>
    </>
  );
}
