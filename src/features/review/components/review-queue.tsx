import { QuestionCircleOutlined, ReloadOutlined } from '@ant-design/icons';
import { App, Button, Card, Form, Result, Select, Space, Table, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusTag } from '../../../shared/components/status-tag/status-tag';
import { useCan } from '../../../shared/hooks/use-permission';
import { useNow } from '../../../shared/hooks/use-now';
import { useSessionStore } from '../../../shared/stores/session-store';
import { reviewApi } from '../api';
import { QUEUE_OF_SCREEN } from '../queues';
import { actionsFor, claimStateOf, isUndoable, refusalOf, reviewMachine, UNDO_MS } from '../rules';
import {
  MACHINE_STATUSES,
  PAGE_LANGUAGES,
  REVIEW_STATUSES,
  TASK_TYPES,
  type ActInput,
  type Decision,
  type QueueTask,
  type ReviewAction,
} from '../types';
import { KeyHelp } from './key-help';
import { PunishDialog } from './punish-dialog';
import { failureText, refusalIn, refusalText } from './refusal-text';
import { TaskPanel } from './task-panel';
import { useTriageKeys, type TriageCommand } from './triage-keys';
import { ALL_STATUSES, useReviewQueue } from './use-review-queue';
import './review-queue.css';

/** How often the queue looks at the clock: claims and undo windows lapse on screen within this. */
const CLOCK_MS = 5_000;

export interface ReviewQueueProps {
  /**
   * The screen's menu uri: its queue (sources, task type) is in QUEUE_OF_SCREEN, and its `:review` and
   * `:punish` actions gate the buttons and keys. A queue of one task type neither shows nor filters it.
   */
  screenUri: string;
  title: string;
  /** Queues the spec gives page languages (zh, en, ar) filter by them. */
  languageFilter?: boolean;
}

/**
 * A moderation queue: the tasks of some sources, a page at a time, and the task in front of the
 * moderator, decided with the buttons or a single key each (`?` lists them). Opening a task claims it;
 * pass and ignore can be undone for a few seconds; selected tasks are decided together.
 */
export function ReviewQueue({ screenUri, title, languageFilter = false }: ReviewQueueProps) {
  const { sources, taskType } = QUEUE_OF_SCREEN[screenUri];
  const { t } = useTranslation(['review', 'kit']);
  const { message, modal } = App.useApp();
  const me = useSessionStore((state) => state.userInfo.login);
  const canReview = useCan(`${screenUri}:review`);
  const canPunish = useCan(`${screenUri}:punish`);
  const queue = useReviewQueue(sources, taskType);
  const now = useNow(CLOCK_MS);
  const { tasks } = queue;
  const [activeIndex, setActiveIndex] = useState(0);
  const [heldBy, setHeldBy] = useState<Record<number, string>>({});
  const [selected, setSelected] = useState<number[]>([]);
  const [lastUndoable, setLastUndoable] = useState<number | null>(null);
  const [helpOpen, setHelpOpen] = useState(false);
  const [imagesOpen, setImagesOpen] = useState(false);
  const [punishing, setPunishing] = useState<QueueTask | null>(null);

  const index = Math.min(activeIndex, Math.max(tasks.length - 1, 0));
  const active: QueueTask | undefined = tasks[index];
  const granted = (action: ReviewAction) => (action === 'punish' ? canPunish : canReview);
  const heldByOther = (task: QueueTask) =>
    heldBy[task.id] ?? (claimStateOf(task, me, now) === 'others' ? task.claimedBy : null);
  const offered = active && !heldBy[active.id] ? actionsFor(active, me, now).filter(granted) : [];

  // Opening a task claims it, so that nobody else acts on it meanwhile; one held by someone else says by whom.
  const activeId = active?.id;
  const claimable = !!active && canReview && active.status === 'notProcessed';
  useEffect(() => {
    if (!activeId || !claimable) return;
    reviewApi.claim(activeId).then(
      () => setHeldBy(({ [activeId]: _released, ...rest }) => rest),
      (error: unknown) => {
        const refusal = refusalIn(error);
        if (refusal?.kind === 'claimedByOther') setHeldBy((held) => ({ ...held, [activeId]: refusal.by }));
      },
    );
  }, [activeId, claimable]);

  const run = async (id: number, action: ReviewAction, extra: Omit<ActInput, 'action'> = {}) => {
    try {
      await queue.act(id, { action, ...extra });
      if (action !== 'undo' && action !== 'returnToPool') {
        const undoable = isUndoable(action as Decision);
        setLastUndoable(undoable ? id : null);
        message.open({
          type: 'success',
          key: 'review-done',
          duration: undoable ? UNDO_MS / 1000 : 3,
          content: (
            <Space>
              {t(`done.${action}`, { id })}
              {undoable && (
                <Button size="small" type="link" onClick={() => void undo(id)}>
                  {t('actions.undo')}
                </Button>
              )}
            </Space>
          ),
        });
      } else {
        message.success(t(`done.${action}`, { id }));
      }
    } catch (error) {
      message.error(failureText(t, error));
      throw error;
    }
  };

  const undo = async (id: number) => {
    setLastUndoable(null);
    message.destroy('review-done');
    await run(id, 'undo').catch(() => undefined);
  };

  const decide = (action: ReviewAction) => {
    if (!active) return;
    const by = heldBy[active.id];
    const refusal = by ? ({ kind: 'claimedByOther', by } as const) : refusalOf(active, action, me, Date.now());
    if (refusal || !granted(action)) {
      message.warning(refusal ? refusalText(t, refusal) : t('refusals.notGranted'));
      return;
    }
    if (action === 'punish') return setPunishing(active);
    if (action === 'delete') {
      modal.confirm({
        title: t('confirmDelete', { id: active.id }),
        okText: t('actions.delete'),
        okButtonProps: { danger: true },
        cancelText: t('common:cancel'),
        onOk: () => run(active.id, 'delete').catch(() => undefined),
      });
      return;
    }
    void run(active.id, action).catch(() => undefined);
  };

  const onCommand = (command: TriageCommand) => {
    if (command === 'help') return setHelpOpen(true);
    if (command === 'next') return setActiveIndex(Math.min(index + 1, tasks.length - 1));
    if (command === 'previous') return setActiveIndex(Math.max(index - 1, 0));
    if (command === 'images') return active?.images.length ? setImagesOpen(true) : undefined;
    if (command === 'select') {
      if (!active) return;
      return setSelected((ids) =>
        ids.includes(active.id) ? ids.filter((id) => id !== active.id) : [...ids, active.id],
      );
    }
    if (command === 'undo') return lastUndoable !== null ? void undo(lastUndoable) : undefined;
    decide(command);
  };
  useTriageKeys(onCommand);

  const decideSelected = async (action: Decision) => {
    const result = await queue.batch(selected, { action });
    setSelected([]);
    if (result.refused.length)
      message.warning(t('batch.partly', { done: result.done, refused: result.refused.length }));
    else message.success(t('batch.done', { done: result.done }));
  };

  const columns: TableColumnsType<QueueTask> = [
    { title: t('columns.id'), dataIndex: 'id', key: 'id', width: 90 },
    ...(taskType
      ? []
      : [{ title: t('columns.type'), key: 'type', render: (_: unknown, task: QueueTask) => t(`types.${task.type}`) }]),
    ...(taskType === 'report'
      ? [{ title: t('columns.reports'), key: 'reports', render: (_: unknown, task: QueueTask) => task.reportCount }]
      : []),
    {
      title: t('columns.content'),
      key: 'content',
      ellipsis: true,
      render: (_, task) => <span dir="auto">{task.content}</span>,
    },
    { title: t('columns.language'), key: 'language', render: (_, task) => t(`languages.${task.language}`) },
    { title: t('columns.machineStatus'), key: 'machine', render: (_, task) => t(`machine.${task.machineStatus}`) },
    {
      title: t('columns.status'),
      key: 'status',
      render: (_, task) => <StatusTag machine={reviewMachine} state={task.status} />,
    },
    {
      title: t('columns.inReview'),
      key: 'claim',
      render: (_, task) => {
        const by = heldByOther(task);
        return by ? t('inReviewBy', { by }) : (task.outcome?.operator ?? '');
      },
    },
    {
      title: t('columns.createdAt'),
      key: 'createdAt',
      render: (_, task) => dayjs(task.createdAt).format('YYYY-MM-DD HH:mm'),
    },
  ];

  const filterOptions = (values: readonly string[], prefix: string) =>
    values.map((value) => ({ value, label: t(`${prefix}.${value}`) }));

  return (
    <Card
      title={<h1 className="screen-title">{title}</h1>}
      extra={
        <Button icon={<QuestionCircleOutlined />} onClick={() => setHelpOpen(true)} aria-keyshortcuts="?">
          {t('keys.open')}
        </Button>
      }
    >
      <Form layout="inline" className="list-page__filters" aria-label={t('kit:filters')}>
        <Form.Item label={t('columns.status')}>
          <Select
            aria-label={t('columns.status')}
            style={{ minWidth: 160 }}
            value={queue.status}
            onChange={(status: string) => queue.setQuery({ filters: { ...queue.query.filters, status }, current: 1 })}
            options={[...filterOptions(REVIEW_STATUSES, 'status'), { value: ALL_STATUSES, label: t('kit:all') }]}
          />
        </Form.Item>
        {(
          [
            ...(taskType ? [] : [['type', TASK_TYPES, 'types'] as const]),
            ['machineStatus', MACHINE_STATUSES, 'machine'],
            ...(languageFilter ? [['language', PAGE_LANGUAGES, 'languages'] as const] : []),
          ] as const
        ).map(([name, values, prefix]) => (
          <Form.Item key={name} label={t(`filters.${name}`)}>
            <Select
              aria-label={t(`filters.${name}`)}
              allowClear
              placeholder={t('kit:all')}
              style={{ minWidth: 140 }}
              value={queue.query.filters[name]}
              onChange={(value?: string) =>
                queue.setQuery({ filters: { ...queue.query.filters, [name]: value ?? '' }, current: 1 })
              }
              options={filterOptions(values, prefix)}
            />
          </Form.Item>
        ))}
      </Form>
      {queue.list.isError ? (
        <Result
          status="error"
          title={t('kit:loadFailed')}
          subTitle={queue.list.error.message}
          extra={
            <Button icon={<ReloadOutlined />} onClick={() => void queue.list.refetch()}>
              {t('common:retry')}
            </Button>
          }
        />
      ) : (
        <div className="review-queue">
          <div className="review-queue__list">
            {selected.length > 0 && canReview && (
              <Space className="list-page__batch" role="toolbar" aria-label={t('batch.label')}>
                {t('batch.selected', { count: selected.length })}
                <Button onClick={() => void decideSelected('pass')}>{t('actions.pass')}</Button>
                <Button onClick={() => void decideSelected('ignore')}>{t('actions.ignore')}</Button>
                <Button danger onClick={() => void decideSelected('delete')}>
                  {t('actions.delete')}
                </Button>
                <Button type="link" onClick={() => setSelected([])}>
                  {t('batch.clear')}
                </Button>
              </Space>
            )}
            <Table<QueueTask>
              rowKey="id"
              size="small"
              columns={columns}
              dataSource={tasks}
              loading={queue.list.isPending || queue.list.isPlaceholderData}
              locale={{ emptyText: t('empty') }}
              rowSelection={
                canReview ? { selectedRowKeys: selected, onChange: (keys) => setSelected(keys as number[]) } : undefined
              }
              rowClassName={(task) => (task.id === active?.id ? 'review-queue__row--active' : '')}
              onRow={(task, rowIndex) => ({
                onClick: () => setActiveIndex(rowIndex ?? 0),
                'aria-current': task.id === active?.id ? 'true' : undefined,
              })}
              pagination={{
                current: queue.query.current,
                pageSize: queue.query.size,
                total: queue.list.data?.total ?? 0,
                showSizeChanger: true,
                showTotal: (total) => t('kit:total', { total }),
                onChange: (current, size) => {
                  setActiveIndex(0);
                  queue.setQuery({ current, size });
                },
              }}
            />
          </div>
          {active && (
            <TaskPanel
              task={active}
              heldBy={heldByOther(active)}
              offered={offered}
              onAction={decide}
              imagesOpen={imagesOpen}
              onImagesOpen={setImagesOpen}
            />
          )}
        </div>
      )}
      <KeyHelp open={helpOpen} onClose={() => setHelpOpen(false)} />
      <PunishDialog
        author={punishing?.authorLogin ?? null}
        onClose={() => setPunishing(null)}
        onSubmit={(values) => run(punishing!.id, 'punish', values)}
      />
    </Card>
  );
}
