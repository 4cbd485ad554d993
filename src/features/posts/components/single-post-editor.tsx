import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Descriptions, Form, Input, InputNumber, Select, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useCan } from '../../../shared/hooks/use-permission';
import { postApi, postKeys } from '../api';
import { contentProblem, CONTENT_MAX, POST_ID_PATTERN, POSTS_GROUP } from '../rules';
import { SCORE_MAX, SCORE_MIN, scoreProblem } from '../../../shared/utils/post-score';
import type { PostEditInput, PostListItem } from '../types';
import { PostMarks } from './post-columns';
import { formatTimeOrBlank } from '../../../shared/utils/format-time';
import { PostMedia } from './post-media';
import { UserText } from '../../../shared/components/user-text';

const SAVE = `${POSTS_GROUP}/single-post-edit:save`;

/** The form of one post: content, topic and score (never empty). */
function PostEditForm({ post }: { post: PostListItem }) {
  const { t } = useTranslation('posts');
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const canSave = useCan(SAVE);
  const [form] = Form.useForm<PostEditInput>();
  const topics = useQuery({ queryKey: postKeys.topics, queryFn: postApi.topicOptions });
  const save = useMutation({
    mutationFn: (input: PostEditInput) => postApi.save(post.id, input),
    onSuccess: () => {
      message.success(t('success.save'));
      void queryClient.invalidateQueries({ queryKey: postKeys.all });
    },
  });
  const deleted = post.deletedAt !== null;
  return (
    <Form<PostEditInput>
      form={form}
      name="post-edit"
      layout="vertical"
      disabled={!canSave || deleted}
      initialValues={{ content: post.content, topicId: post.topicId, score: post.score }}
      // A refusal has been shown by the request layer; the form keeps what was typed.
      onFinish={(values) => save.mutate({ ...values, topicId: values.topicId ?? null })}
    >
      {deleted && <Alert type="warning" showIcon title={t('edit.deletedNote')} style={{ marginBottom: 16 }} />}
      <Form.Item
        name="content"
        label={t('fields.content')}
        rules={[
          {
            validator: async (_r, value) => {
              const problem = contentProblem(value);
              if (problem) throw new Error(t(problem));
            },
          },
        ]}
      >
        <Input.TextArea dir="auto" rows={5} maxLength={CONTENT_MAX} showCount />
      </Form.Item>
      <Form.Item name="topicId" label={t('fields.topic')}>
        <Select
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          placeholder={t('edit.topicPlaceholder')}
          loading={topics.isPending}
          options={(topics.data ?? []).map((topic) => ({ value: topic.id, label: topic.name }))}
        />
      </Form.Item>
      <Form.Item
        name="score"
        label={t('fields.score')}
        extra={t('score.hint')}
        rules={[
          {
            validator: async (_r, value) => {
              const problem = scoreProblem(value);
              if (problem) throw new Error(t(problem));
            },
          },
        ]}
      >
        <InputNumber min={SCORE_MIN} max={SCORE_MAX} precision={0} style={{ width: 160 }} />
      </Form.Item>
      {canSave && (
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {t('edit.save')}
        </Button>
      )}
    </Form>
  );
}

/** single-post-edit: open one post by its ID (kept in the URL), see it, and edit content, topic and score. */
export function SinglePostEditor() {
  const { t } = useTranslation('posts');
  const [params, setParams] = useSearchParams();
  const id = params.get('id') ?? '';
  const [typed, setTyped] = useState(id);
  const valid = POST_ID_PATTERN.test(id);
  const post = useQuery({
    queryKey: postKeys.one(Number(id)),
    queryFn: () => postApi.one(Number(id)),
    enabled: valid,
    retry: false,
  });
  const typedValid = POST_ID_PATTERN.test(typed.trim());

  return (
    <Card title={<h1 className="screen-title">{t('screens.single-post-edit')}</h1>}>
      <p>{t('edit.intro')}</p>
      <Form
        layout="inline"
        name="post-open"
        onFinish={() => typedValid && setParams({ id: typed.trim() })}
        style={{ marginBottom: 24 }}
      >
        <Form.Item
          label={t('edit.idLabel')}
          htmlFor="post-open-id"
          validateStatus={typed && !typedValid ? 'error' : undefined}
          help={typed && !typedValid ? t('edit.idInvalid') : undefined}
        >
          <Input
            id="post-open-id"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            inputMode="numeric"
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" disabled={!typedValid}>
          {t('edit.open')}
        </Button>
      </Form>
      {valid && post.isError && <Alert type="error" showIcon title={t('edit.notFound', { id })} />}
      {post.data && (
        <Space direction="vertical" size="large" style={{ width: '100%' }} key={post.data.id}>
          <Descriptions size="small" column={{ xs: 1, md: 2 }} bordered>
            <Descriptions.Item label={t('fields.id')}>{post.data.id}</Descriptions.Item>
            <Descriptions.Item label={t('fields.status')}>
              <PostMarks post={post.data} t={t} />
            </Descriptions.Item>
            <Descriptions.Item label={t('fields.type')}>{t(`type.${post.data.type}`)}</Descriptions.Item>
            <Descriptions.Item label={t('fields.language')}>{t(`language.${post.data.language}`)}</Descriptions.Item>
            <Descriptions.Item label={t('fields.publisher')}>
              <UserText>{post.data.publisherLogin}</UserText>
            </Descriptions.Item>
            <Descriptions.Item label={t('fields.postedAt')}>{formatTimeOrBlank(post.data.postedAt)}</Descriptions.Item>
            <Descriptions.Item label={t('fields.likes')}>{post.data.likes}</Descriptions.Item>
            <Descriptions.Item label={t('fields.comments')}>{post.data.comments}</Descriptions.Item>
            <Descriptions.Item label={t('fields.media')} span={2}>
              <PostMedia post={post.data} size={72} />
            </Descriptions.Item>
          </Descriptions>
          <PostEditForm post={post.data} />
        </Space>
      )}
    </Card>
  );
}
