import { ArrowDownOutlined, ArrowUpOutlined, PlusOutlined } from '@ant-design/icons';
import { App, Button, Card, Form, Segmented, Space, Table, Typography } from 'antd';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createIdChecker, IdListInput, useIdListRules } from '../../../shared/components/id-list-input';
import { LoadFailed } from '../../../shared/components/load-failed';
import { useCan } from '../../../shared/hooks/use-permission';
import { UserText } from '../../../shared/components/user-text';
import { QueryState } from '../../../shared/components/query-state';
import { hotApi } from '../api';
import type { CommunityRecommendationView } from '../types';
import { PostCell } from './post-cell';
import { useCommunitySlots, useReloadSlots, useSlotRecommendations } from './use-hot-queries';

const ACTION = (name: string) => `/hot-content-operate/community-operation:${name}`;
const POST_ID = /^\d{1,12}$/;
const MAX_IDS = 50;
type Language = 'zh' | 'en' | 'ar';

/** Community operation position recommendation: hand-picked posts per community position, in order. */
export function CommunityRecommendationsScreen() {
  const { t, i18n } = useTranslation(['hot', 'kit']);
  const { message, modal } = App.useApp();
  const [form] = Form.useForm<{ postIds: string[] }>();
  const canAdd = useCan(ACTION('add'));
  const canOrder = useCan(ACTION('sort'));
  const canRemove = useCan(ACTION('remove'));
  const [busy, setBusy] = useState(false);
  const slots = useCommunitySlots();
  const [chosen, setChosen] = useState<number | null>(null);
  const slotId = chosen ?? slots.data?.[0]?.id ?? null;
  const slot = slots.data?.find((one) => one.id === slotId);
  const list = useSlotRecommendations(slotId);
  const checker = useMemo(() => createIdChecker(hotApi.unknownPosts), []);
  const rules = useIdListRules({
    checker,
    pattern: POST_ID,
    max: MAX_IDS,
    unknownMessage: (ids) => t('community.unknownPosts', { ids }),
  });
  const language = (['zh', 'en', 'ar'].includes(i18n.language) ? i18n.language : 'en') as Language;
  const nameOf = (name: Record<Language, string>) => name[language];

  const reload = useReloadSlots();
  /** Runs a change; a refusal has been shown by the request layer, and the list reloads either way. */
  const change = async (work: () => Promise<unknown>, success: string) => {
    setBusy(true);
    try {
      await work();
      message.success(success);
      return true;
    } catch {
      return false;
    } finally {
      await reload();
      setBusy(false);
    }
  };

  const add = async ({ postIds }: { postIds: string[] }) => {
    if (slotId === null) return;
    const done = await change(
      () => hotApi.recommend(slotId, postIds.map(Number)),
      t('community.added', { added: postIds.length }),
    );
    if (done) form.resetFields();
  };

  const move = (index: number, by: -1 | 1) => {
    const rows = list.data ?? [];
    const ids = rows.map((row) => row.id);
    [ids[index], ids[index + by]] = [ids[index + by], ids[index]];
    void change(() => hotApi.reorder(slotId!, ids), t('community.moved'));
  };

  const remove = (row: CommunityRecommendationView) =>
    modal.confirm({
      title: t('community.confirmRemove', { id: row.postId }),
      okText: t('community.remove'),
      okButtonProps: { danger: true },
      cancelText: t('common:cancel'),
      onOk: () => change(() => hotApi.removeRecommendation(row.id), t('community.removed')),
    });

  if (slots.isError) return <LoadFailed error={slots.error} retry={() => void slots.refetch()} />;
  const rows = list.data ?? [];
  return (
    <Card title={<h1 className="screen-title">{t('community.title')}</h1>}>
      <Space orientation="vertical" size="large" style={{ width: '100%' }}>
        <Segmented
          aria-label={t('community.slot')}
          value={slotId ?? undefined}
          onChange={(value) => setChosen(Number(value))}
          options={(slots.data ?? []).map((one) => ({
            value: one.id,
            label: t('community.slotOption', { name: nameOf(one.name), used: one.count, capacity: one.capacity }),
          }))}
        />
        {canAdd && slot && (
          <Form form={form} name="recommend" layout="vertical" onFinish={(values) => void add(values)} disabled={busy}>
            <Form.Item name="postIds" label={t('community.postIds')} rules={rules} extra={t('community.postIdsHelp')}>
              <IdListInput checker={checker} pattern={POST_ID} max={MAX_IDS} rows={2} />
            </Form.Item>
            <Button type="primary" htmlType="submit" icon={<PlusOutlined />}>
              {t('community.add')}
            </Button>
          </Form>
        )}
        <QueryState query={list}>
          <Table<CommunityRecommendationView>
            rowKey="id"
            loading={list.isPending || busy}
            dataSource={rows}
            pagination={false}
            aria-label={slot ? nameOf(slot.name) : undefined}
            columns={[
              { title: t('community.order'), dataIndex: 'order', key: 'order', width: 80 },
              {
                title: t('position.post'),
                key: 'post',
                render: (_: unknown, row) => <PostCell post={row.post} postId={row.postId} />,
              },
              {
                title: t('community.addedBy'),
                key: 'addedBy',
                render: (_: unknown, row) => (
                  <Typography.Text>
                    <UserText>{row.addedBy}</UserText> · {dayjs(row.addedAt).format('YYYY-MM-DD HH:mm')}
                  </Typography.Text>
                ),
              },
              {
                title: t('kit:actions'),
                key: 'actions',
                render: (_: unknown, row, index) => (
                  <Space size={0} wrap>
                    {canOrder && (
                      <>
                        <Button
                          type="link"
                          size="small"
                          icon={<ArrowUpOutlined />}
                          disabled={index === 0 || busy}
                          aria-label={t('community.moveUp', { id: row.postId })}
                          onClick={() => move(index, -1)}
                        />
                        <Button
                          type="link"
                          size="small"
                          icon={<ArrowDownOutlined />}
                          disabled={index === rows.length - 1 || busy}
                          aria-label={t('community.moveDown', { id: row.postId })}
                          onClick={() => move(index, 1)}
                        />
                      </>
                    )}
                    {canRemove && (
                      <Button type="link" size="small" danger disabled={busy} onClick={() => remove(row)}>
                        {t('community.remove')}
                      </Button>
                    )}
                  </Space>
                ),
              },
            ]}
          />
        </QueryState>
      </Space>
    </Card>
  );
}
