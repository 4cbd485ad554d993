import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Col, Form, Input, Radio, Row, Select } from 'antd';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CONTENT_LANGUAGES, type ContentLanguage } from '../../../shared/components/lang-fields/content-languages';
import { PermissionGate } from '../../../shared/components/permission-gate';
import { ImageUpload } from '../../../shared/components/image-upload/image-upload';
import { isRequestError } from '../../../shared/request/request-error';
import { ossApi } from '../../../shared/uploads/uploads-api';
import { postKeys } from '../api';
import { composeApi, composeKeys } from './api';
import { ImagesField, VoteOptionsField } from './fields';
import { PostPreview } from './post-preview';
import { PosterSelect } from './poster-select';
import { voteProblem } from './rules';
import { COMPOSE_RULES, type ComposeType, type NewPostInput, type PosterAccount } from './types';
import type { UploadedVideo } from './video-check';
import { VideoUpload } from './video-upload';
import { POST_VIDEO_LIMITS } from '../rules';

export interface ComposeValues {
  posterId?: number | null;
  type: ComposeType;
  language: ContentLanguage;
  content?: string;
  topicId?: number | null;
  images?: string[];
  vote?: string[];
  video?: UploadedVideo;
  cover?: string;
}

interface ComposeFormProps {
  /** Graphics or vote posts (publish-new-post), or video posts (publish-videopost). */
  kind: 'post' | 'video';
  /** The action entry that may publish. */
  permission: string;
}

interface TopicSelectProps {
  value?: number | null;
  onChange?: (id: number | null) => void;
  onPick: (name: string | null) => void;
  id?: string;
  language: string;
}

function TopicSelect({ value, onChange, onPick, id, language }: TopicSelectProps) {
  const { t } = useTranslation('compose');
  const [text, setText] = useState('');
  const search = useDeferredValue(text.trim());
  const topics = useQuery({
    queryKey: composeKeys.topics(search, language),
    queryFn: () => composeApi.topics(search, language),
  });
  return (
    <Select<number>
      id={id}
      allowClear
      showSearch={{ filterOption: false, onSearch: setText }}
      value={value ?? undefined}
      placeholder={t('publish.topicPlaceholder')}
      loading={topics.isFetching}
      options={(topics.data ?? []).map((topic) => ({ value: topic.id, label: topic.name }))}
      onChange={(next, option) => {
        onPick(option && !Array.isArray(option) ? String(option.label) : null);
        onChange?.(next ?? null);
      }}
    />
  );
}

/**
 * Composes a post as an official, whitelist or KOL account, beside a preview of it as the app shows it.
 * Every rule is checked here and again by the server; a refused post keeps everything typed.
 */
export function ComposeForm({ kind, permission }: ComposeFormProps) {
  const { t } = useTranslation(['compose', 'kit']);
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<ComposeValues>();
  const [saving, setSaving] = useState(false);
  const [serverError, setServerError] = useState('');
  const [poster, setPoster] = useState<PosterAccount | null>(null);
  const values = Form.useWatch([], form) as ComposeValues | undefined;
  const type: ComposeType = values?.type ?? (kind === 'video' ? 'video' : 'graphics');
  const language = values?.language ?? 'en';
  const [topicName, setTopicName] = useState<string | null>(null);

  const publish = async (formValues: ComposeValues) => {
    setSaving(true);
    setServerError('');
    const input: NewPostInput = {
      posterId: formValues.posterId ?? null,
      type: formValues.type,
      language: formValues.language,
      content: formValues.content?.trim() ?? '',
      images: formValues.type === 'graphics' ? (formValues.images ?? []) : [],
      vote: formValues.type === 'vote' ? { options: (formValues.vote ?? []).map((option) => option.trim()) } : null,
      // The stored address of the uploaded video, and its length as the field read it.
      video:
        formValues.type === 'video'
          ? { url: formValues.video?.url ?? '', cover: formValues.cover ?? '', seconds: formValues.video?.seconds ?? 0 }
          : null,
      topicId: formValues.topicId ?? null,
    };
    try {
      await composeApi.publish(input);
      message.success(t('kit:success.publish'));
      form.resetFields();
      setPoster(null);
      setTopicName(null);
      // The new post shows in the post lists.
      await queryClient.invalidateQueries({ queryKey: postKeys.all });
    } catch (error) {
      const fieldErrors = isRequestError(error)
        ? (error.body as { fieldErrors?: Array<{ field: string; message: string }> } | undefined)?.fieldErrors
        : undefined;
      if (fieldErrors?.length) {
        form.setFields(
          fieldErrors.map(({ field, message: text }) => ({ name: field as keyof ComposeValues, errors: [text] })),
        );
      }
      setServerError(error instanceof Error ? error.message : t('kit:saveFailed'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={14}>
        <Card>
          {serverError && (
            <Alert type="error" showIcon title={serverError} role="alert" className="form-drawer__error" />
          )}
          <Form<ComposeValues>
            form={form}
            name={kind === 'video' ? 'publish-video-post' : 'publish-post'}
            layout="vertical"
            disabled={saving}
            initialValues={{
              type: kind === 'video' ? 'video' : 'graphics',
              language: 'en',
              images: [],
              vote: ['', ''],
            }}
            onFinish={(formValues) => void publish(formValues)}
          >
            <Form.Item
              name="posterId"
              label={t('publish.fields.poster')}
              extra={t('publish.posterHelp')}
              rules={[{ required: true, message: t('publish.errors.noPoster') }]}
            >
              <PosterSelect onPick={setPoster} />
            </Form.Item>
            {kind === 'post' ? (
              <Form.Item name="type" label={t('publish.fields.type')}>
                <Radio.Group
                  optionType="button"
                  options={(['graphics', 'vote'] as const).map((value) => ({ value, label: t(`postTypes.${value}`) }))}
                />
              </Form.Item>
            ) : (
              <Form.Item name="type" hidden>
                <Input />
              </Form.Item>
            )}
            <Form.Item name="language" label={t('publish.fields.language')}>
              <Select
                options={CONTENT_LANGUAGES.map((value) => ({ value, label: t(`kit:langFields.languages.${value}`) }))}
              />
            </Form.Item>
            <Form.Item
              name="content"
              label={t('publish.fields.content')}
              rules={[{ required: true, whitespace: true, message: t('publish.errors.noContent') }]}
            >
              <Input.TextArea rows={5} dir="auto" showCount maxLength={COMPOSE_RULES.contentMaxLength} />
            </Form.Item>
            {type === 'graphics' && (
              <Form.Item
                name="images"
                label={t('publish.fields.images')}
                rules={[
                  {
                    validator: (_, urls?: string[]) =>
                      urls?.length ? Promise.resolve() : Promise.reject(new Error(t('publish.errors.noImage'))),
                  },
                ]}
              >
                <ImagesField />
              </Form.Item>
            )}
            {type === 'vote' && (
              <Form.Item
                name="vote"
                label={t('publish.voteOptions')}
                rules={[
                  {
                    validator: (_, options?: string[]) => {
                      const problem = voteProblem(options);
                      return problem ? Promise.reject(new Error(t(`publish.errors.${problem}`))) : Promise.resolve();
                    },
                  },
                ]}
              >
                <VoteOptionsField />
              </Form.Item>
            )}
            {type === 'video' && (
              <>
                <Form.Item
                  name="video"
                  label={t('publish.fields.video')}
                  extra={t('publish.videoHelp', POST_VIDEO_LIMITS)}
                  rules={[
                    {
                      validator: (_, video?: UploadedVideo) =>
                        video?.url ? Promise.resolve() : Promise.reject(new Error(t('publish.errors.noVideo'))),
                    },
                  ]}
                >
                  <VideoUpload upload={ossApi.uploadVideo} />
                </Form.Item>
                <Form.Item
                  name="cover"
                  label={t('publish.fields.cover')}
                  rules={[{ required: true, message: t('publish.errors.noCover') }]}
                >
                  <ImageUpload upload={ossApi.upload} />
                </Form.Item>
              </>
            )}
            <Form.Item name="topicId" label={t('publish.fields.topic')}>
              <TopicSelect language={language} onPick={setTopicName} />
            </Form.Item>
            <PermissionGate action={permission}>
              <Button type="primary" htmlType="submit" loading={saving}>
                {t('publish.submit')}
              </Button>
            </PermissionGate>
          </Form>
        </Card>
      </Col>
      <Col xs={24} lg={10}>
        <PostPreview
          poster={poster}
          post={{
            type,
            language,
            content: values?.content ?? '',
            images: values?.images ?? [],
            options: values?.vote ?? [],
            videoUrl: values?.video?.url ?? '',
            cover: values?.cover ?? '',
            topicName,
          }}
        />
      </Col>
    </Row>
  );
}
