import { PlusOutlined } from '@ant-design/icons';
import { Button, Col, Form, Input, Row, Switch, Tag } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { FormDrawer } from '../../../shared/components/form-drawer';
import { useCreateEdit } from '../../../shared/hooks/use-create-edit';
import { CONTENT_LANGUAGES, type ContentLanguage } from '../../../shared/components/lang-fields/content-languages';
import { LangFields } from '../../../shared/components/lang-fields/lang-fields';
import { ListPage } from '../../../shared/components/list-page/list-page';
import type { RowAction } from '../../../shared/components/list-page/row-actions';
import { PermissionGate } from '../../../shared/components/permission-gate';
import { StatusTag } from '../../../shared/components/status-tag/status-tag';
import { noticeApi, noticeKeys } from '../api';
import { noticeMachine, type NoticeStatus } from '../notice-status';
import { LIMITS, noticeProblems } from '../rules';
import type { NoticeInput, NoticeTexts, Platform, UpdateNotice } from '../types';
import { problemRule } from '../../../shared/utils/problem-rule';
import { UserText } from '../../../shared/components/user-text';
import { deleteAction, editAction } from '../../../shared/components/list-page/edit-delete-actions';

const statusOf = (notice: UpdateNotice): NoticeStatus => notice.status;

/** The title to list a notice by: the interface language's if it has one, else the first filled in. */
function listTitle(translations: NoticeTexts, language: string): string {
  const preferred = translations[language as ContentLanguage]?.title;
  if (preferred) return preferred;
  const first = CONTENT_LANGUAGES.find((code) => translations[code]?.title);
  return (first && translations[first]?.title) || '';
}

/**
 * In-app update notices of one app (spec: /version-manage/ios and /version-manage/android): the version
 * they announce, title and description per language, force update, the range of installed versions
 * that see them, and their status (unpublished, published).
 */
export function UpdateNoticeScreen({ platform }: { platform: Platform }) {
  const { t, i18n } = useTranslation(['version', 'kit']);
  const action = (name: string) => `/version-manage/${platform}:${name}`;
  const queryKey = noticeKeys.all(platform);

  const { editing, edited, startCreate, startEdit, close, save } = useCreateEdit<UpdateNotice, NoticeInput>({
    create: (values) => noticeApi.create(platform, values),
    update: (notice, values) => noticeApi.update(notice.id, values),
    queryKey,
  });

  const rowActions: RowAction<UpdateNotice>[] = [
    editAction(t, { permission: action('edit'), available: noticeMachine.offers('edit', statusOf), run: startEdit }),
    {
      key: 'publish',
      label: t('notices.publish'),
      permission: action('publish'),
      available: noticeMachine.offers('publish', statusOf),
      confirm: t('notices.confirmPublish'),
      success: t('kit:success.publish'),
      run: (notice) => noticeApi.publish(notice.id),
    },
    deleteAction(t, {
      permission: action('delete'),
      confirm: t('notices.confirmDelete'),
      available: noticeMachine.offers('delete', statusOf),
      run: (notice) => noticeApi.remove(notice.id),
    }),
  ];

  const rule = (field: string) => problemRule('version', field, noticeProblems, t);
  const title = t(`notices.title.${platform}`);

  return (
    <>
      <ListPage<UpdateNotice>
        title={title}
        queryKey={queryKey}
        fetchPage={(params, options) => noticeApi.page(platform, params, options)}
        rowKey="id"
        filters={[
          { name: 'version', label: t('notices.version') },
          {
            name: 'status',
            label: t('notices.status.label'),
            options: (['unpublished', 'published'] as const).map((status) => ({
              label: t(`notices.status.${status}`),
              value: status,
            })),
          },
        ]}
        toolbar={
          <PermissionGate action={action('create')}>
            <Button type="primary" icon={<PlusOutlined />} onClick={startCreate}>
              {t('notices.create')}
            </Button>
          </PermissionGate>
        }
        columns={[
          { title: t('notices.version'), dataIndex: 'version', key: 'version' },
          {
            title: t('notices.noticeTitle'),
            key: 'title',
            render: (_: unknown, notice) => <UserText>{listTitle(notice.translations, i18n.language)}</UserText>,
          },
          {
            title: t('notices.languages'),
            key: 'languages',
            render: (_: unknown, notice) =>
              CONTENT_LANGUAGES.filter((code) => notice.translations[code]).map((code) => (
                <Tag key={code}>{t(`kit:langFields.languages.${code}`)}</Tag>
              )),
          },
          {
            title: t('notices.range'),
            key: 'range',
            render: (_: unknown, notice) => (
              <bdi>
                {notice.minVersion} – {notice.maxVersion}
              </bdi>
            ),
          },
          {
            title: t('notices.forceUpdate'),
            dataIndex: 'forceUpdate',
            key: 'forceUpdate',
            render: (force: boolean) => (force ? <Tag color="red">{t('notices.forced')}</Tag> : t('notices.optional')),
          },
          {
            title: t('notices.status.label'),
            dataIndex: 'status',
            key: 'status',
            render: (status: NoticeStatus) => <StatusTag machine={noticeMachine} state={status} />,
          },
          {
            title: t('modified'),
            dataIndex: 'lastModifiedDate',
            key: 'lastModifiedDate',
            render: (value: string) => dayjs(value).format('YYYY-MM-DD HH:mm'),
          },
        ]}
        rowActions={rowActions}
      />
      <FormDrawer<NoticeInput>
        open={editing !== null}
        width={720}
        title={
          edited
            ? t('notices.editTitle', { platform: t(`notices.platform.${platform}`), version: edited.version })
            : t('notices.createTitle', { platform: t(`notices.platform.${platform}`) })
        }
        initialValues={edited ?? { forceUpdate: false, translations: {} }}
        onSubmit={save}
        onClose={close}
      >
        <Row gutter={16}>
          <Col xs={24} sm={8}>
            <Form.Item
              name="version"
              label={t('notices.version')}
              extra={t('notices.versionHint')}
              required
              rules={[rule('version')]}
            >
              <Input dir="ltr" autoComplete="off" placeholder="5.2.0" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={8}>
            <Form.Item
              name="minVersion"
              label={t('notices.minVersion')}
              required
              dependencies={['maxVersion']}
              rules={[rule('minVersion')]}
            >
              <Input dir="ltr" autoComplete="off" placeholder="4.0.0" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={8}>
            <Form.Item
              name="maxVersion"
              label={t('notices.maxVersion')}
              required
              dependencies={['minVersion', 'version']}
              rules={[rule('maxVersion')]}
            >
              <Input dir="ltr" autoComplete="off" placeholder="5.1.9" />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item
          name="forceUpdate"
          label={t('notices.forceUpdate')}
          valuePropName="checked"
          extra={t('notices.forceHint')}
        >
          <Switch />
        </Form.Item>
        <LangFields
          name="translations"
          fields={[
            { key: 'title', label: t('notices.noticeTitle'), maxLength: LIMITS.titleMax },
            { key: 'content', label: t('notices.content'), multiline: true, maxLength: LIMITS.contentMax },
          ]}
          requireOneComplete
        />
      </FormDrawer>
    </>
  );
}
