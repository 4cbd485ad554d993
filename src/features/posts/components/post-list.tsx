import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CONTENT_LANGUAGES } from '../../../shared/components/lang-fields/content-languages';
import { ListPage, type FilterField } from '../../../shared/components/list-page/list-page';
import { postApi, postKeys } from '../api';
import type { PostListScreen } from '../rules';
import { POST_TYPES } from '../../../shared/types/post-types';
import { PUBLISH_STATUSES, type PostListItem, type PostScope } from '../types';
import { postColumns, type PostColumnKey } from './post-columns';
import { usePostActions } from './use-post-actions';

type PostFilterName =
  | 'id'
  | 'content'
  | 'type'
  | 'language'
  | 'publishStatus'
  | 'topic'
  | 'publisher'
  | 'postedAt'
  | 'pinned'
  | 'featured'
  | 'warmth'
  | 'heat';

const DEFAULT_FILTERS: PostFilterName[] = [
  'id',
  'content',
  'type',
  'language',
  'publishStatus',
  'topic',
  'publisher',
  'postedAt',
  'pinned',
  'featured',
];
const DEFAULT_COLUMNS: PostColumnKey[] = [
  'id',
  'content',
  'media',
  'type',
  'language',
  'status',
  'likes',
  'comments',
  'score',
  'topic',
  'publisher',
  'postedAt',
];

export interface PostListProps {
  /** The screen (its uri segment): which operations it offers and whose action entries gate them. */
  screen: PostListScreen;
  /** Which posts it shows. */
  scope: PostScope;
  title: ReactNode;
  filters?: PostFilterName[];
  columns?: PostColumnKey[];
}

/**
 * The post list every posts-manage list screen is made of: server-side paging, sorting (time, likes,
 * comments, score) and filters; row actions are the screen's operations where the post allows them.
 */
export function PostList({
  screen,
  scope,
  title,
  filters = DEFAULT_FILTERS,
  columns = DEFAULT_COLUMNS,
}: PostListProps) {
  const { t } = useTranslation(['posts', 'kit']);
  const actions = usePostActions(screen);
  const yesNo = [
    { label: t('yes'), value: 'yes' },
    { label: t('no'), value: 'no' },
  ];
  const fields: Record<PostFilterName, FilterField> = {
    id: { name: 'id', label: t('fields.id') },
    content: { name: 'content', label: t('fields.content') },
    type: {
      name: 'type',
      label: t('fields.type'),
      options: POST_TYPES.map((value) => ({ value, label: t(`type.${value}`) })),
    },
    language: {
      name: 'language',
      label: t('fields.language'),
      options: CONTENT_LANGUAGES.map((value) => ({ value, label: t(`language.${value}`) })),
    },
    publishStatus: {
      name: 'publishStatus',
      label: t('fields.publishStatus'),
      options: PUBLISH_STATUSES.map((value) => ({ value, label: t(`life.${value}`) })),
    },
    topic: { name: 'topic', label: t('fields.topic') },
    publisher: { name: 'publisher', label: t('fields.publisher') },
    postedAt: { name: 'postedAt', label: t('fields.postedAt'), dateRange: true },
    pinned: { name: 'pinned', label: t('fields.pinned'), options: yesNo },
    featured: { name: 'featured', label: t('fields.featured'), options: yesNo },
    warmth: { name: 'warmth', label: t('fields.warmth'), options: yesNo },
    heat: {
      name: 'heat',
      label: t('fields.heat'),
      options: [
        { label: t('marks.hot'), value: 'hot' },
        { label: t('marks.new'), value: 'new' },
      ],
    },
  };
  return (
    <ListPage<PostListItem>
      title={title}
      queryKey={postKeys.list(scope)}
      fetchPage={(params, options) => postApi.page(scope, params, options)}
      rowKey="id"
      filters={filters.map((name) => fields[name])}
      columns={postColumns(t, columns)}
      rowActions={actions}
    />
  );
}
