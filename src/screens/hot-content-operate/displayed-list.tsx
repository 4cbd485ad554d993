import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import {
  effectiveEnd,
  hotApi,
  hotKeys,
  hotMachine,
  type HotPositionView,
  PostCell,
  useHotConfig,
} from '../../features/hot-content';
import { ListPage } from '../../shared/components/list-page/list-page';
import { StatusTag } from '../../shared/components/status-tag/status-tag';

const at = (ms: number | string) => dayjs(ms).format('YYYY-MM-DD HH:mm');

/** What was hot and when: the positions whose window is over, displayed or expired, newest first. */
export default function HotDisplayedListScreen() {
  const { t } = useTranslation(['hot', 'kit']);
  const config = useHotConfig();
  const positionCount = config.data?.positionCount ?? 0;
  return (
    <ListPage<HotPositionView>
      title={t('displayed.title')}
      queryKey={hotKeys.history}
      fetchPage={hotApi.history}
      rowKey="id"
      filters={[
        { name: 'window', label: t('displayed.date'), dateRange: true },
        {
          name: 'number',
          label: t('position.number'),
          options: Array.from({ length: positionCount }, (_, index) => ({
            label: String(index + 1),
            value: String(index + 1),
          })),
        },
        {
          name: 'status',
          label: t('position.status'),
          options: (['displayed', 'expired'] as const).map((status) => ({
            label: t(`status.${status}`),
            value: status,
          })),
        },
      ]}
      columns={[
        { title: t('position.number'), dataIndex: 'number', key: 'number', sorter: true },
        {
          title: t('position.post'),
          key: 'post',
          render: (_: unknown, row: HotPositionView) => <PostCell post={row.post} postId={row.postId} />,
        },
        {
          title: t('displayed.from'),
          dataIndex: 'startAt',
          key: 'startAt',
          sorter: true,
          render: (value: string) => at(value),
        },
        {
          title: t('displayed.until'),
          key: 'endAt',
          render: (_: unknown, row: HotPositionView) => at(effectiveEnd(row)),
        },
        {
          title: t('displayed.minimums'),
          key: 'minimums',
          render: (_: unknown, row: HotPositionView) =>
            t('displayed.minimumsValue', { uv: row.minUv, likes: row.minLikes, comments: row.minComments }),
        },
        {
          title: t('position.status'),
          key: 'status',
          render: (_: unknown, row: HotPositionView) => <StatusTag machine={hotMachine} state={row.status} />,
        },
        {
          title: t('displayed.cleared'),
          key: 'clearedBy',
          render: (_: unknown, row: HotPositionView) =>
            row.clearedAt ? t('displayed.clearedBy', { login: row.clearedBy, at: at(row.clearedAt) }) : '',
        },
      ]}
    />
  );
}
