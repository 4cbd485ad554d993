import { PlusOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Form, Select, Space, Tag } from 'antd';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDrawer } from '../../../shared/components/form-drawer';
import { createIdChecker, IdListInput, useIdListRules } from '../../../shared/components/id-list-input';
import { ListPage } from '../../../shared/components/list-page/list-page';
import { UserText, userTextCell } from '../../../shared/components/user-text';
import type { RowAction } from '../../../shared/components/list-page/row-actions';
import { PermissionGate } from '../../../shared/components/permission-gate';
import { POST_ID_PATTERN } from '../../posts';
import { displayName } from '../../../shared/components/lang-fields/lang-names';
import { eventApi, eventKeys } from '../api';
import { EVENT_SCREENS, type AppEvent, type EventEntry } from '../types';

const SCREEN = EVENT_SCREENS.posts;
const action = (name: string) => `${SCREEN}:${name}`;
const TIME_FORMAT = 'YYYY-MM-DD HH:mm';
/** At most this many post IDs are added at once (the mock's limit too). */
const ADD_MAX = 200;

interface AddValues {
  eventId: number;
  postIds: string[];
}

/** Adds posts to an event by ID (semicolons or the spec's other separators), every ID checked first. */
function AddPostsDialog({ events, open, onClose }: { events: AppEvent[]; open: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation(['events', 'kit']);
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const checker = useMemo(() => createIdChecker((ids) => eventApi.unknownPosts(ids)), []);
  const idRules = useIdListRules({
    checker,
    refuseRepeats: true,
    pattern: POST_ID_PATTERN,
    max: ADD_MAX,
    unknownMessage: (ids) => t('rules.postsUnknown', { ids }),
  });
  const open_ = events.filter((event) => event.phase !== 'ended');
  return (
    <FormDrawer<AddValues>
      open={open}
      title={t('posts.addTitle')}
      onSubmit={async (values) => {
        const ids = [...new Set(values.postIds)].map(Number);
        const { added } = await eventApi.addEntries(values.eventId, ids);
        message.success(t('posts.added', { count: added }));
        await queryClient.invalidateQueries({ queryKey: eventKeys.events });
        await queryClient.invalidateQueries({ queryKey: eventKeys.entries });
        onClose();
      }}
      onClose={onClose}
    >
      <Form.Item
        name="eventId"
        label={t('posts.event')}
        rules={[{ required: true, message: t('rules.eventRequired') }]}
      >
        <Select
          options={open_.map((event) => ({
            value: event.id,
            label: `${displayName(event.names, i18n.language)} · #${event.topicName}`,
          }))}
        />
      </Form.Item>
      <Form.Item
        name="postIds"
        label={t('posts.postIds')}
        extra={t('posts.postIdsHint', { max: ADD_MAX })}
        rules={idRules}
        validateDebounce={300}
      >
        <IdListInput checker={checker} refuseRepeats pattern={POST_ID_PATTERN} max={ADD_MAX} rows={3} />
      </Form.Item>
    </FormDrawer>
  );
}

/**
 * Event Post Management: the posts entered in events (filed under the event's topic during its window,
 * or added by an operator), with the post as it is now; feature an entry on the event's page (after the
 * spec's confirmation: featuring cannot be withdrawn), remove it, or add posts by ID.
 */
export function EventPostsScreen() {
  const { t, i18n } = useTranslation(['events', 'posts', 'kit']);
  const [adding, setAdding] = useState(false);
  const events = useQuery({ queryKey: eventKeys.events, queryFn: eventApi.events });
  const number = new Intl.NumberFormat(i18n.language);

  const rowActions: RowAction<EventEntry>[] = [
    {
      key: 'feature',
      label: t('posts.feature'),
      permission: action('feature'),
      available: (row) => !row.featured && !row.deleted,
      // The spec's featuring confirmation, worded as on the post lists: there is no way back.
      confirm: t('posts:confirm.feature'),
      success: t('posts.featuredDone'),
      run: (row) => eventApi.feature(row.id),
    },
    {
      key: 'remove',
      label: t('posts.remove'),
      permission: action('remove'),
      danger: true,
      confirm: t('posts.confirmRemove'),
      success: t('posts.removed'),
      run: (row) => eventApi.remove(row.id),
    },
  ];

  return (
    <>
      <ListPage<EventEntry>
        title={t('posts.title')}
        queryKey={eventKeys.entries}
        fetchPage={(params, options) => eventApi.entries(params, options)}
        rowKey="id"
        filters={[
          {
            name: 'event',
            label: t('posts.event'),
            placeholder: t('posts.allEvents'),
            options: (events.data ?? []).map((event) => ({
              value: String(event.id),
              label: `${displayName(event.names, i18n.language)} (${t(`posts.phase.${event.phase}`)}, ${number.format(event.entryCount)})`,
            })),
          },
          { name: 'keyword', label: t('posts.keyword') },
          {
            name: 'source',
            label: t('posts.source'),
            options: (['topic', 'operator'] as const).map((value) => ({ value, label: t(`posts.sources.${value}`) })),
          },
          {
            name: 'featured',
            label: t('posts.featured'),
            options: [
              { value: 'true', label: t('posts.featuredOnly') },
              { value: 'false', label: t('posts.notFeatured') },
            ],
          },
        ]}
        toolbar={
          <PermissionGate action={action('add')}>
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)} disabled={!events.data}>
              {t('posts.addTitle')}
            </Button>
          </PermissionGate>
        }
        columns={[
          { title: t('posts.postId'), dataIndex: 'postId', key: 'postId' },
          {
            title: t('posts.content'),
            dataIndex: 'content',
            key: 'content',
            render: (content: string, row) => (
              <Space orientation="vertical" size={0}>
                <UserText lines={2} style={{ maxWidth: 360 }}>
                  {content}
                </UserText>
                {row.deleted && <Tag color="red">{t('posts.deleted')}</Tag>}
              </Space>
            ),
          },
          {
            title: t('posts.event'),
            dataIndex: 'eventName',
            key: 'eventName',
            render: userTextCell,
          },
          { title: t('posts.publisher'), dataIndex: 'publisherLogin', key: 'publisherLogin', render: userTextCell },
          { title: t('posts.likes'), dataIndex: 'likes', key: 'likes', sorter: true },
          { title: t('posts.comments'), dataIndex: 'comments', key: 'comments', sorter: true },
          {
            title: t('posts.postedAt'),
            dataIndex: 'postedAt',
            key: 'postedAt',
            sorter: true,
            render: (at: string) => <bdi>{dayjs(at).format(TIME_FORMAT)}</bdi>,
          },
          {
            title: t('posts.source'),
            key: 'source',
            render: (_: unknown, row) =>
              row.source === 'topic' ? t('posts.sources.topic') : t('posts.addedBy', { login: row.addedBy }),
          },
          {
            title: t('posts.featured'),
            dataIndex: 'featured',
            key: 'featured',
            render: (featured: boolean) =>
              featured ? <Tag color="gold">{t('posts.featuredTag')}</Tag> : <Tag>{t('posts.notFeatured')}</Tag>,
          },
        ]}
        rowActions={rowActions}
      />
      {events.data && <AddPostsDialog events={events.data} open={adding} onClose={() => setAdding(false)} />}
    </>
  );
}
