import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Form, Space, Switch } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PermissionGate } from '../../../shared/components/permission-gate';
import { isRequestError } from '../../../shared/request/request-error';
import { KeptDraftNotice, useOpenFormTracking } from '../../../shared/unsaved-changes/use-open-form';
import { articleApi, articleKeys } from '../api';
import { articleScreens } from '../screens';
import type { Article, ArticleKind } from '../types';
import { ArticleFields, articleFormValues, toArticleInput, type ArticleFormValues } from './article-form';

interface FieldErrorsBody {
  fieldErrors?: Array<{ field: string; message: string }>;
}

/**
 * Writes a new article of one kind on a page of its own: display ID (the next free one proposed),
 * category or pregnancy week, texts and links per language, and whether it shows in the app at once.
 * A refused save keeps everything as typed and shows the server's reasons on the fields; leaving with
 * typed changes asks first.
 */
export function NewArticleScreen({ kind }: { kind: ArticleKind }) {
  const { t } = useTranslation(['articles', 'kit', 'common']);
  const [serverError, setServerError] = useState('');
  const [created, setCreated] = useState<Article | null>(null);
  const screens = articleScreens(kind);

  // The highest display ID of this kind, to propose the next one.
  const highest = useQuery({
    queryKey: [...articleKeys.all(kind), 'highest-display-id'],
    queryFn: ({ signal }) => articleApi.page(kind, { current: 1, size: 1, sort: 'displayId,desc' }, { signal }),
  });
  const proposed = (highest.data?.records[0]?.displayId ?? 0) + 1;

  return (
    <>
      {/* The menu's name; the group above it (help, insights, pregnancy) says which kind. */}
      <h1 className="screen-title">{t('titles.heading.new')}</h1>
      <Card>
        {created && (
          <Alert
            type="success"
            showIcon
            closable={{ onClose: () => setCreated(null) }}
            style={{ marginBottom: 16 }}
            title={t('form.created', { displayId: created.displayId })}
            description={<Link to={`${screens.list}?displayId=${created.displayId}`}>{t('form.openInList')}</Link>}
          />
        )}
        {serverError && <Alert type="error" showIcon title={serverError} style={{ marginBottom: 16 }} />}
        {highest.isSuccess && (
          <NewArticleForm kind={kind} proposed={proposed} onCreated={setCreated} onServerError={setServerError} />
        )}
      </Card>
    </>
  );
}

/**
 * The form, with an instance of its own that lives and dies with it: tracking an instance whose form is
 * not shown yet (while the proposed display ID loads) reads it unconnected, which antd warns about.
 */
function NewArticleForm({
  kind,
  proposed,
  onCreated,
  onServerError,
}: {
  kind: ArticleKind;
  proposed: number;
  onCreated: (article: Article) => void;
  onServerError: (text: string) => void;
}) {
  const { t } = useTranslation(['articles', 'kit', 'common']);
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<ArticleFormValues>();
  const [saving, setSaving] = useState(false);
  const screens = articleScreens(kind);
  // Typed changes are asked about before leaving, and kept when a 401 ends the session (as in a drawer).
  const keptDraft = useOpenFormTracking(form, `new-${kind}-article`);

  const submit = async (values: ArticleFormValues) => {
    setSaving(true);
    onServerError('');
    try {
      const article = await articleApi.create(kind, toArticleInput(values));
      message.success(t('kit:success.create'));
      onCreated(article);
      form.resetFields();
      await queryClient.invalidateQueries({ queryKey: articleKeys.all(kind) });
      form.setFieldsValue({ displayId: article.displayId + 1 });
    } catch (error) {
      const fieldErrors = isRequestError(error) ? (error.body as FieldErrorsBody | undefined)?.fieldErrors : undefined;
      if (fieldErrors?.length) {
        form.setFields(fieldErrors.map(({ field, message: text }) => ({ name: field.split('.'), errors: [text] })) as never);
      }
      onServerError(error instanceof Error ? error.message : t('kit:saveFailed'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <KeptDraftNotice draft={keptDraft} />
      <Form<ArticleFormValues>
        form={form}
        name={`new-${kind}-article`}
        layout="vertical"
        initialValues={{ ...articleFormValues(), displayId: proposed }}
        onFinish={submit}
        scrollToFirstError
        style={{ maxWidth: 760 }}
      >
        <ArticleFields kind={kind} />
        <Form.Item name="listNow" label={t('form.listNow')} valuePropName="checked" extra={t('form.listNowHint')}>
          <Switch />
        </Form.Item>
        <Space>
          <PermissionGate action={`${screens.create}:create`}>
            <Button type="primary" htmlType="submit" loading={saving}>
              {t('form.create')}
            </Button>
          </PermissionGate>
          <Button
            onClick={() => {
              form.resetFields();
              onServerError('');
            }}
          >
            {t('form.reset')}
          </Button>
        </Space>
      </Form>
    </>
  );
}
