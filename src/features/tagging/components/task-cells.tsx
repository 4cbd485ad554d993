import { Image, Space, type TableColumnType, Tag as AntTag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatTime } from '../../../shared/utils/format-time';
import { UserText } from '../../../shared/components/user-text';
import { WaitTime } from '../../../shared/components/wait-time';
import { useNow } from '../../../shared/hooks/use-now';
import { POST_TYPES } from '../../../shared/types/post-types';
import { PAGE_LANGUAGES } from '../../../shared/i18n/page-languages';
import { bySort } from '../rules';
import type { TaggingTask } from '../types';
import { useTagName, useTags } from './use-tags';

/** A post as the tagging lists show it: its text (as text, in its own direction) and its images. */
function PostCell({ task }: { task: TaggingTask }) {
  const { t } = useTranslation('tagging');
  return (
    <div className="tagging-post-cell" style={{ maxWidth: 420 }}>
      <UserText lines={3} style={{ marginBottom: 4 }}>
        {task.post.content}
      </UserText>
      {task.post.images.length > 0 && (
        <Image.PreviewGroup>
          <Space size={4} wrap>
            {task.post.images.map((src, index) => (
              <Image
                key={src}
                src={src}
                width={48}
                height={48}
                style={{ objectFit: 'cover' }}
                alt={t('marking.image', { number: index + 1 })}
              />
            ))}
          </Space>
        </Image.PreviewGroup>
      )}
    </div>
  );
}

/** The tags a task carries: its level-1 tag, level-2 tags and quality label, in the interface language. */
function TagsCell({ task }: { task: Pick<TaggingTask, 'level1Id' | 'level2Ids' | 'qualityId'> }) {
  const { t } = useTranslation('tagging');
  const tags = useTags();
  const tagName = useTagName();
  const byId = new Map((tags.data ?? []).map((tag) => [tag.id, tag]));
  const level2 = task.level2Ids
    .map((id) => byId.get(id))
    .filter((tag) => tag !== undefined)
    .sort(bySort);
  if (task.level1Id === null && level2.length === 0 && task.qualityId === null)
    return <Typography.Text type="secondary">{t('userQuery.noTags')}</Typography.Text>;
  return (
    <Space size={[0, 4]} wrap>
      {task.level1Id !== null && (
        <AntTag color="blue">
          <UserText>{tagName(byId.get(task.level1Id))}</UserText>
        </AntTag>
      )}
      {level2.map((tag) => (
        <AntTag key={tag.id}>
          <UserText>{tagName(tag)}</UserText>
        </AntTag>
      ))}
      {task.qualityId !== null && (
        <AntTag color="purple">
          <UserText>{tagName(byId.get(task.qualityId))}</UserText>
        </AntTag>
      )}
    </Space>
  );
}

/** How often the waiting times move on. */
const CLOCK_MS = 60_000;

/** The columns every tagging list shares, by name, and the options of the filters they share. */
export function useTaskColumns() {
  const { t } = useTranslation('tagging');
  const now = useNow(CLOCK_MS);
  const columns = {
    post: {
      title: t('columns.post'),
      key: 'postId',
      render: (_: unknown, task: TaggingTask) => (
        <Space orientation="vertical" size={0}>
          <Typography.Text strong>{task.postId}</Typography.Text>
          <Typography.Text type="secondary">
            {t('columns.task')} {task.id}
          </Typography.Text>
        </Space>
      ),
    },
    content: {
      title: t('columns.content'),
      key: 'content',
      render: (_: unknown, task: TaggingTask) => <PostCell task={task} />,
    },
    author: {
      title: t('columns.author'),
      key: 'author',
      render: (_: unknown, task: TaggingTask) => (
        <Space orientation="vertical" size={0}>
          <UserText>{task.post.authorLogin}</UserText>
          <Typography.Text type="secondary">{task.post.authorId}</Typography.Text>
        </Space>
      ),
    },
    postType: {
      title: t('columns.postType'),
      key: 'postType',
      render: (_: unknown, task: TaggingTask) => t(`postTypes.${task.post.postType}`),
    },
    language: {
      title: t('columns.language'),
      dataIndex: 'language',
      key: 'language',
      render: (language: TaggingTask['language']) => t(`languages.${language}`),
    },
    created: {
      title: t('columns.created'),
      dataIndex: 'createdAt',
      key: 'createdAt',
      sorter: true,
      render: (createdAt: string, task: TaggingTask) => (
        <>
          {formatTime(createdAt)}
          {task.status === 'waiting' && (
            <div>
              <WaitTime since={createdAt} dueAt={task.dueAt} now={now} />
            </div>
          )}
        </>
      ),
    },
    tags: {
      title: t('columns.tags'),
      key: 'tags',
      render: (_: unknown, task: TaggingTask) => <TagsCell task={task} />,
    },
  } satisfies Record<string, TableColumnType<TaggingTask>>;
  const options = {
    languages: PAGE_LANGUAGES.map((code) => ({ value: code, label: t(`languages.${code}`) })),
    postTypes: POST_TYPES.map((type) => ({ value: type, label: t(`postTypes.${type}`) })),
  };
  return { columns, options };
}
