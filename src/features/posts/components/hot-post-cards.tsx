import { CommentOutlined, LikeOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Card, Empty, Pagination, Space, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { QueryState } from '../../../shared/components/query-state';
import { RowActions } from '../../../shared/components/list-page/row-actions';
import { postApi, postKeys } from '../api';
import type { PostListItem } from '../types';
import { PostContent, PostMarks } from './post-columns';
import { formatTimeOrBlank } from '../../../shared/utils/format-time';
import { PostMedia } from './post-media';
import { usePostActions } from './use-post-actions';
import { UserText } from '../../../shared/components/user-text';

const PAGE_SIZE = 12;

/** hot-post-card: the hot posts as cards (most liked first), with the same actions as the hot list. */
export function HotPostCards() {
  const { t } = useTranslation('posts');
  const queryClient = useQueryClient();
  const actions = usePostActions('hot-post-card');
  const [params, setParams] = useSearchParams();
  const current = Math.max(1, Number(params.get('current')) || 1);
  const list = useQuery({
    queryKey: [...postKeys.list('hot'), 'cards', current],
    queryFn: ({ signal }) => postApi.page('hot', { current, size: PAGE_SIZE, sort: 'likes,desc' }, { signal }),
    placeholderData: keepPreviousData,
  });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: postKeys.list('hot') });

  return (
    <Card title={<h1 className="screen-title">{t('screens.hot-post-card')}</h1>}>
      <QueryState query={list}>
        <Spin spinning={list.isPending || list.isPlaceholderData}>
          {list.data?.records.length === 0 && <Empty description={t('cards.empty')} />}
          <ul
            className="post-cards"
            style={{
              listStyle: 'none',
              padding: 0,
              margin: 0,
              display: 'grid',
              gap: 16,
              gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
            }}
          >
            {list.data?.records.map((post: PostListItem) => (
              <li key={post.id}>
                <Card
                  size="small"
                  title={`#${post.id}`}
                  extra={<PostMarks post={post} t={t} />}
                  actions={[<RowActions key="actions" row={post} actions={actions} onDone={refresh} />]}
                >
                  <PostMedia post={post} size={64} />
                  <PostContent post={post} rows={3} />
                  <Space size="middle" wrap style={{ marginTop: 8 }}>
                    <span>
                      <LikeOutlined aria-hidden /> {t('cards.likes', { count: post.likes })}
                    </span>
                    <span>
                      <CommentOutlined aria-hidden /> {t('cards.comments', { count: post.comments })}
                    </span>
                    <UserText>{post.publisherLogin}</UserText>
                    <span>{formatTimeOrBlank(post.postedAt)}</span>
                  </Space>
                </Card>
              </li>
            ))}
          </ul>
          <Pagination
            style={{ marginTop: 16 }}
            current={current}
            pageSize={PAGE_SIZE}
            total={list.data?.total ?? 0}
            showSizeChanger={false}
            onChange={(page) => setParams(page === 1 ? {} : { current: String(page) })}
          />
        </Spin>
      </QueryState>
    </Card>
  );
}
