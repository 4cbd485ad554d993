import { Space, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import { formatTimeOrBlank } from '../../../shared/utils/format-time';
import { StatusTag } from '../../../shared/components/status-tag/status-tag';
import { UserText } from '../../../shared/components/user-text';
import { lifeOf, postLifeMachine } from '../rules';
import type { PostListItem } from '../types';
import { PostMedia } from './post-media';

/** What members wrote: as text, in its own direction, two lines at most in a list. */
export function PostContent({ post, rows = 2 }: { post: Pick<PostListItem, 'content' | 'language'>; rows?: number }) {
  return (
    <UserText lines={rows} lang={post.language === 'ind' ? 'id' : post.language} style={{ maxWidth: 360 }}>
      {post.content}
    </UserText>
  );
}

/** The pinned, featured, warmth list, hot and spam marks of a post. */
export function PostMarks({ post, t }: { post: PostListItem; t: TFunction }) {
  return (
    <Space size={2} wrap>
      <StatusTag machine={postLifeMachine} state={lifeOf(post)} />
      {post.pinned && <Tag color="gold">{t('marks.pinned')}</Tag>}
      {post.featured && <Tag color="purple">{t('marks.featured')}</Tag>}
      {post.warmthSince && <Tag color="magenta">{t('marks.warmth')}</Tag>}
      {post.hot && <Tag color="volcano">{t('marks.hot')}</Tag>}
      {post.spam === 'flagged' && <Tag color="orange">{t('marks.spam')}</Tag>}
    </Space>
  );
}

/** When and by whom a post was deleted, and why where a moderator said so. */
function Deletion({ post, t }: { post: PostListItem; t: TFunction }) {
  return (
    <>
      {formatTimeOrBlank(post.deletedAt)} · <UserText>{post.deletedBy}</UserText>
      {post.deleteReason && (
        <div>
          {t('kit:decisionReasons.' + post.deleteReason.reasonCode)}
          {post.deleteReason.note && (
            <>
              {': '}
              <UserText>{post.deleteReason.note}</UserText>
            </>
          )}
        </div>
      )}
    </>
  );
}

export type PostColumnKey =
  | 'id'
  | 'content'
  | 'media'
  | 'type'
  | 'language'
  | 'status'
  | 'likes'
  | 'comments'
  | 'score'
  | 'topic'
  | 'publisher'
  | 'staff'
  | 'postedAt'
  | 'deleted';

/** The post list's columns, by key; sortable are time, likes, comments and score (on the server). */
export function postColumns(t: TFunction, keys: readonly PostColumnKey[]): TableColumnsType<PostListItem> {
  const all: Record<PostColumnKey, TableColumnsType<PostListItem>[number]> = {
    id: { title: t('fields.id'), dataIndex: 'id', key: 'id', width: 100 },
    content: {
      title: t('fields.content'),
      key: 'content',
      width: 320,
      render: (_: unknown, row: PostListItem) => <PostContent post={row} />,
    },
    media: {
      title: t('fields.media'),
      key: 'media',
      width: 180,
      render: (_: unknown, row: PostListItem) => <PostMedia post={row} />,
    },
    type: {
      title: t('fields.type'),
      dataIndex: 'type',
      key: 'type',
      width: 100,
      render: (type: string) => t(`type.${type}`),
    },
    language: {
      title: t('fields.language'),
      dataIndex: 'language',
      key: 'language',
      width: 90,
      render: (language: string) => t(`language.${language}`),
    },
    status: {
      title: t('fields.status'),
      key: 'status',
      width: 160,
      render: (_: unknown, row: PostListItem) => <PostMarks post={row} t={t} />,
    },
    likes: { title: t('fields.likes'), dataIndex: 'likes', key: 'likes', width: 90, sorter: true },
    comments: { title: t('fields.comments'), dataIndex: 'comments', key: 'comments', width: 100, sorter: true },
    score: { title: t('fields.score'), dataIndex: 'score', key: 'score', width: 80, sorter: true },
    topic: {
      title: t('fields.topic'),
      dataIndex: 'topicName',
      key: 'topic',
      width: 140,
      render: (name: string | null) => (name ? <UserText>{`#${name}`}</UserText> : t('noTopic')),
    },
    publisher: {
      title: t('fields.publisher'),
      dataIndex: 'publisherLogin',
      key: 'publisher',
      width: 130,
      render: (login: string) => <UserText>{login}</UserText>,
    },
    staff: {
      title: t('fields.staff'),
      dataIndex: 'staffLogin',
      key: 'staff',
      width: 110,
      render: (login: string | null) => <UserText>{login}</UserText>,
    },
    postedAt: {
      title: t('fields.postedAt'),
      dataIndex: 'postedAt',
      key: 'postedAt',
      width: 150,
      sorter: true,
      render: formatTimeOrBlank,
    },
    deleted: {
      title: t('fields.deleted'),
      key: 'deleted',
      width: 220,
      render: (_: unknown, row: PostListItem) => <Deletion post={row} t={t} />,
    },
  };
  return keys.map((key) => all[key]);
}
