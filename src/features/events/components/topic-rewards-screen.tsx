import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import {
  Alert,
  App,
  Button,
  Form,
  Input,
  InputNumber,
  Modal,
  Radio,
  Select,
  Space,
  Table,
  Typography,
  type FormInstance,
} from 'antd';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDrawer } from '../../../shared/components/form-drawer';
import { ListPage } from '../../../shared/components/list-page/list-page';
import type { RowAction } from '../../../shared/components/list-page/row-actions';
import { QueryState } from '../../../shared/components/query-state';
import { PermissionGate } from '../../../shared/components/permission-gate';
import { StatusTag } from '../../../shared/components/status-tag/status-tag';
import { UserText, userTextCell } from '../../../shared/components/user-text';
import { useCreateEdit } from '../../../shared/hooks/use-create-edit';
import { problemRule } from '../../../shared/utils/problem-rule';
import {
  rowWindow,
  type TimeWindow,
  TimeWindowInput,
  windowTimes,
  WindowText,
} from '../../../shared/components/time-window';
import { eventKeys, rewardApi } from '../api';
import { REWARD_LIMITS, rewardMachine, rewardProblems, rewardReach } from '../rules';
import {
  EVENT_SCREENS,
  RANK_BY,
  REWARD_KINDS,
  type RewardKind,
  type RewardStatus,
  type RewardTier,
  type Standing,
  type TopicReward,
  type TopicRewardInput,
} from '../types';
import { deleteAction, editAction } from '../../../shared/components/list-page/edit-delete-actions';
import { updatedByColumn } from '../../../shared/components/list-page/audit-columns';

const SCREEN = EVENT_SCREENS.rewards;
const action = (name: string) => `${SCREEN}:${name}`;
const stateOf = (row: TopicReward): RewardStatus => row.status;

interface RewardForm extends Omit<TopicRewardInput, 'startAt' | 'endAt'> {
  window?: TimeWindow;
}

const toInput = ({ window, ...rest }: RewardForm): TopicRewardInput => ({
  ...rest,
  tiers: (rest.tiers ?? []).map((tier) =>
    rest.kind === 'points'
      ? { fromRank: tier?.fromRank, toRank: tier?.toRank, points: tier?.points ?? null }
      : { fromRank: tier?.fromRank, toRank: tier?.toRank, item: (tier?.item ?? '').trim() },
  ),
  ...windowTimes(window),
});
const checkForm = (values: RewardForm) => rewardProblems(toInput(values), Date.now());

/** What the reward gives at most, as the form stands: shown before it is confirmed. */
function useReachText() {
  const { t, i18n } = useTranslation('events');
  const number = new Intl.NumberFormat(i18n.language);
  return (kind: RewardKind | undefined, tiers: RewardTier[] | undefined) => {
    const { posts, points } = rewardReach(tiers);
    return kind === 'points'
      ? t('rewards.reachPoints', { count: posts, posts: number.format(posts), points: number.format(points) })
      : t('rewards.reachItems', { count: posts, posts: number.format(posts) });
  };
}

function ReachSummary({ form }: { form: FormInstance<RewardForm> }) {
  const kind = Form.useWatch('kind', form);
  const tiers = Form.useWatch('tiers', form) as RewardTier[] | undefined;
  const reach = useReachText();
  return <Alert type="info" showIcon role="status" title={reach(kind, tiers)} style={{ marginBottom: 16 }} />;
}

function tierText(kind: RewardKind, tier: RewardTier, t: TFunction) {
  const ranks =
    tier.fromRank === tier.toRank
      ? t('events:rewards.rank', { rank: tier.fromRank })
      : t('events:rewards.ranks', { from: tier.fromRank, to: tier.toRank });
  return `${ranks}: ${kind === 'points' ? t('events:rewards.pointsValue', { count: tier.points ?? 0 }) : tier.item}`;
}

/** The ranking so far and what each place gets. */
function StandingsDialog({ reward, onClose }: { reward: TopicReward | null; onClose: () => void }) {
  const { t } = useTranslation(['events', 'kit']);
  const standings = useQuery({
    queryKey: eventKeys.standings(reward?.id ?? 0),
    queryFn: () => rewardApi.standings(reward!.id),
    enabled: reward !== null,
  });
  return (
    <Modal
      open={reward !== null}
      title={reward ? t('rewards.standingsTitle', { topic: reward.topicName }) : ''}
      footer={null}
      onCancel={onClose}
      width={760}
      destroyOnHidden
    >
      <QueryState query={standings}>
        <Table<Standing>
          rowKey="rank"
          size="small"
          loading={standings.isLoading}
          dataSource={standings.data ?? []}
          pagination={false}
          locale={{ emptyText: t('rewards.noStandings') }}
          columns={[
            { title: t('rewards.rankColumn'), dataIndex: 'rank', key: 'rank' },
            { title: t('posts.postId'), dataIndex: 'postId', key: 'postId' },
            { title: t('posts.publisher'), dataIndex: 'publisherLogin', key: 'publisherLogin', render: userTextCell },
            {
              title: t('posts.content'),
              dataIndex: 'content',
              key: 'content',
              render: (content: string) => (
                <UserText lines={1} style={{ maxWidth: 240 }}>
                  {content}
                </UserText>
              ),
            },
            { title: t('posts.likes'), dataIndex: 'likes', key: 'likes' },
            { title: t('posts.comments'), dataIndex: 'comments', key: 'comments' },
            { title: t('rewards.reward'), dataIndex: 'reward', key: 'reward', render: (r: string) => <bdi>{r}</bdi> },
          ]}
        />
      </QueryState>
    </Modal>
  );
}

/**
 * Topic rewards: points or items for the best-ranked posts (by likes or comments) under a topic during a
 * window, per rank. What the reward gives at most is shown in the form and asked again before saving;
 * the mock keeps one reward per topic at a time and changes a reward only before it starts.
 */
export function TopicRewardsScreen() {
  const { t } = useTranslation(['events', 'kit']);
  const { modal } = App.useApp();
  const queryKey = eventKeys.rewards;
  const topics = useQuery({ queryKey: eventKeys.topics, queryFn: rewardApi.topics });
  const [standingsOf, setStandingsOf] = useState<TopicReward | null>(null);
  const reach = useReachText();
  const { editing, edited, startCreate, startEdit, close, save } = useCreateEdit<TopicReward, RewardForm>({
    create: (values) => rewardApi.create(toInput(values)),
    update: (row, values) => rewardApi.update(row.id, toInput(values)),
    queryKey,
  });
  const rule = (field: string) => problemRule('events', field, checkForm, t);

  const confirmThenSave = async (values: RewardForm) => {
    const confirmed = await new Promise<boolean>((resolve) =>
      modal.confirm({
        title: t('rewards.confirmTitle'),
        content: reach(values.kind, values.tiers),
        okText: t('rewards.confirm'),
        cancelText: t('common:cancel'),
        onOk: () => resolve(true),
        onCancel: () => resolve(false),
      }),
    );
    if (confirmed) await save(values);
  };

  const rowActions: RowAction<TopicReward>[] = [
    {
      key: 'standings',
      label: t('rewards.standings'),
      available: (row) => row.status !== 'upcoming',
      run: (row) => setStandingsOf(row),
    },
    editAction(t, { permission: action('edit'), available: rewardMachine.offers('edit', stateOf), run: startEdit }),
    {
      key: 'close',
      label: t('rewards.close'),
      permission: action('close'),
      danger: true,
      available: rewardMachine.offers('close', stateOf),
      confirm: t('rewards.confirmClose'),
      run: (row) => rewardApi.close(row.id),
    },
    deleteAction(t, {
      permission: action('delete'),
      confirm: t('rewards.confirmDelete'),
      available: rewardMachine.offers('delete', stateOf),
      run: (row) => rewardApi.remove(row.id),
    }),
  ];

  return (
    <>
      <ListPage<TopicReward>
        title={t('rewards.title')}
        queryKey={queryKey}
        fetchPage={(params, options) => rewardApi.page(params, options)}
        rowKey="id"
        filters={[
          { name: 'topic', label: t('rewards.topic') },
          {
            name: 'kind',
            label: t('rewards.kind'),
            options: REWARD_KINDS.map((value) => ({ value, label: t(`rewards.kinds.${value}`) })),
          },
          {
            name: 'status',
            label: t('rewards.statusLabel'),
            options: (['upcoming', 'running', 'ended'] as const).map((value) => ({
              value,
              label: t(`rewards.status.${value}`),
            })),
          },
        ]}
        toolbar={
          <PermissionGate action={action('create')}>
            <Button type="primary" icon={<PlusOutlined />} onClick={startCreate}>
              {t('rewards.create')}
            </Button>
          </PermissionGate>
        }
        columns={[
          {
            title: t('rewards.topic'),
            dataIndex: 'topicName',
            key: 'topicName',
            render: (name: string) => <UserText>{`#${name}`}</UserText>,
          },
          {
            title: t('rewards.kind'),
            dataIndex: 'kind',
            key: 'kind',
            render: (kind: string) => t(`rewards.kinds.${kind}`),
          },
          {
            title: t('rewards.rankBy'),
            dataIndex: 'rankBy',
            key: 'rankBy',
            render: (rankBy: string) => t(`rewards.rankByValues.${rankBy}`),
          },
          {
            title: t('rewards.tiers'),
            key: 'tiers',
            render: (_: unknown, row) => (
              <Space orientation="vertical" size={0}>
                {row.tiers.map((tier) => (
                  <bdi key={tier.fromRank}>{tierText(row.kind, tier, t)}</bdi>
                ))}
              </Space>
            ),
          },
          {
            title: t('rewards.window'),
            key: 'startAt',
            sorter: true,
            render: (_: unknown, row) => <WindowText startAt={row.startAt} endAt={row.endAt} />,
          },
          {
            title: t('rewards.statusLabel'),
            dataIndex: 'status',
            key: 'status',
            render: (status: RewardStatus) => <StatusTag machine={rewardMachine} state={status} />,
          },
          updatedByColumn(t('rewards.updatedBy')),
        ]}
        rowActions={rowActions}
      />
      <FormDrawer<RewardForm>
        open={editing !== null}
        width={680}
        title={edited ? t('rewards.editTitle') : t('rewards.create')}
        initialValues={
          edited
            ? {
                topicId: edited.topicId,
                kind: edited.kind,
                rankBy: edited.rankBy,
                tiers: edited.tiers,
                window: rowWindow(edited),
              }
            : { kind: 'points', rankBy: 'likes', tiers: [{ fromRank: 1, toRank: 1, points: null }] }
        }
        onSubmit={confirmThenSave}
        onClose={close}
      >
        {(form) => (
          <>
            <Form.Item name="topicId" label={t('rewards.topic')} required rules={[rule('topicId')]}>
              <Select
                showSearch={{ optionFilterProp: 'label' }}
                loading={topics.isLoading}
                options={(topics.data ?? []).map((topic) => ({ value: topic.id, label: `#${topic.name}` }))}
              />
            </Form.Item>
            <Form.Item name="kind" label={t('rewards.kind')} required rules={[rule('kind')]}>
              <Radio.Group
                optionType="button"
                options={REWARD_KINDS.map((value) => ({ value, label: t(`rewards.kinds.${value}`) }))}
              />
            </Form.Item>
            <Form.Item name="rankBy" label={t('rewards.rankBy')} required rules={[rule('rankBy')]}>
              <Radio.Group
                optionType="button"
                options={RANK_BY.map((value) => ({ value, label: t(`rewards.rankByValues.${value}`) }))}
              />
            </Form.Item>
            <Form.Item name="window" label={t('rewards.window')} required rules={[rule('window')]}>
              <TimeWindowInput placeholder={[t('rewards.start'), t('rewards.end')]} />
            </Form.Item>
            <Typography.Title level={5}>{t('rewards.tiers')}</Typography.Title>
            <Form.List name="tiers" rules={[rule('tiers') as never]}>
              {(fields, { add, remove }, { errors }) => (
                <>
                  {fields.map((field, index) => (
                    <Space key={field.key} align="start" wrap>
                      <Form.Item name={[field.name, 'fromRank']} label={t('rewards.fromRank', { position: index + 1 })}>
                        <InputNumber min={1} max={REWARD_LIMITS.rankMax} precision={0} />
                      </Form.Item>
                      <Form.Item name={[field.name, 'toRank']} label={t('rewards.toRank', { position: index + 1 })}>
                        <InputNumber min={1} max={REWARD_LIMITS.rankMax} precision={0} />
                      </Form.Item>
                      <Form.Item noStyle dependencies={['kind']}>
                        {() =>
                          form.getFieldValue('kind') === 'items' ? (
                            <Form.Item name={[field.name, 'item']} label={t('rewards.item', { position: index + 1 })}>
                              <Input dir="auto" maxLength={REWARD_LIMITS.itemMax} style={{ width: 220 }} />
                            </Form.Item>
                          ) : (
                            <Form.Item
                              name={[field.name, 'points']}
                              label={t('rewards.points', { position: index + 1 })}
                            >
                              <InputNumber min={1} max={REWARD_LIMITS.pointsMax} precision={0} />
                            </Form.Item>
                          )
                        }
                      </Form.Item>
                      <Button
                        type="text"
                        danger
                        icon={<DeleteOutlined />}
                        aria-label={t('rewards.removeTier', { position: index + 1 })}
                        disabled={fields.length === 1}
                        onClick={() => remove(field.name)}
                        style={{ marginTop: 30 }}
                      />
                    </Space>
                  ))}
                  <Form.ErrorList errors={errors} />
                  <Button
                    icon={<PlusOutlined />}
                    disabled={fields.length >= REWARD_LIMITS.tiersMax}
                    onClick={() => {
                      const tiers = (form.getFieldValue('tiers') ?? []) as RewardTier[];
                      const next = (tiers[tiers.length - 1]?.toRank ?? 0) + 1;
                      add({ fromRank: next, toRank: next });
                    }}
                    style={{ marginBlock: 8 }}
                  >
                    {t('rewards.addTier')}
                  </Button>
                </>
              )}
            </Form.List>
            <ReachSummary form={form} />
          </>
        )}
      </FormDrawer>
      <StandingsDialog reward={standingsOf} onClose={() => setStandingsOf(null)} />
    </>
  );
}
