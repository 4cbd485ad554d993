import { QuestionCircleOutlined } from '@ant-design/icons';
import { App, Button, Card, Space, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { KeyHelp } from '../../../shared/components/command-keys';
import { StatusTag } from '../../../shared/components/status-tag/status-tag';
import { useCan } from '../../../shared/hooks/use-permission';
import { useNow } from '../../../shared/hooks/use-now';
import { useSessionStore } from '../../../shared/stores/session-store';
import { grantOfAction, QUEUE_OF_SCREEN, type QueueGrant } from '../queues';
import {
  actionsFor,
  isUndoable,
  keepsContent,
  needsReason,
  reasonsFor,
  refusalOf,
  reviewMachine,
  UNDO_MS,
  type Refusal,
} from '../rules';
import { claimStateOf } from '../../../shared/utils/claim-state';
import type { ActInput, BatchResult, Decision, PunishKind, QueueTask, ReviewAction } from '../types';
import { BanDialog } from './ban-dialog';
import { DecisionReasonDialog, type ReasonValues } from './decision-reason-dialog';
import { PunishDialog } from './punish-dialog';
import { QueueFilters } from './queue-filters';
import { QueueTable } from './queue-table';
import { SubjectLink } from './subject-link';
import { failureText, refusalIn, refusalText } from './refusal-text';
import { TaskPanel } from './task-panel';
import { useTaskClaim } from './use-task-claim';
import { TRIAGE_KEYS, useTriageKeys, type TriageCommand } from './triage-keys';
import { ALL_STATUSES, useReviewQueue } from './use-review-queue';
import './review-queue.css';
import { LoadFailed } from '../../../shared/components/load-failed';
import { UserText } from '../../../shared/components/user-text';
import { WaitTime } from '../../../shared/components/wait-time';

/** How often the queue looks at the clock: claims and undo windows lapse on screen within this. */
const CLOCK_MS = 5_000;
/**
 * The decisions taken on selected tasks together. Those that take something away (delete, punish,
 * blacklist) ask first, naming how many tasks and what happens, with the reason; the rest can be undone.
 */
const BATCH_DECISIONS: readonly Decision[] = [
  'pass',
  'ignore',
  'confirm',
  'overturn',
  'dismiss',
  'delete',
  'punish',
  'blacklist',
];
/** The decisions that wait for their reason step. */
type AskedDecision = 'delete' | 'punish' | 'blacklist' | 'ban';
/** A decision, or a batch of them, that can still be undone: the tasks it decided. */
interface Undoable {
  ids: number[];
  batch: boolean;
}
/** A decision waiting for its reason: on the task in front, or on the selected tasks (`batch`). */
interface Asking {
  action: AskedDecision;
  tasks: QueueTask[];
  batch: boolean;
  /** How many tasks it decides. */
  count: number;
}
/** The keys that are not decisions: every queue answers them. */
const MOVES: readonly TriageCommand[] = ['next', 'previous', 'images', 'returnToPool', 'undo', 'select', 'help'];
const NO_COLUMNS: TableColumnsType<QueueTask> = [];
/** The status column holds the longest status tag on one line, the machine's verdict (if any) under it (px). */
const STATUS_WIDTH = { withMachine: 130, alone: 120 };
/** The date over the time, who holds or decided the task under them (px). */
const CREATED_WIDTH = 112;

/** A handler that keeps its identity across renders and always runs the latest `handler` (memoised children). */
function useSteady<A extends unknown[], R>(handler: (...args: A) => R): (...args: A) => R {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  return useCallback((...args: A) => latest.current(...args), []);
}

export interface ReviewQueueProps {
  /**
   * The screen's menu uri: its queue (sources, task type) is in QUEUE_OF_SCREEN, and its `:review` and
   * `:punish` actions gate the buttons and keys. A queue of one task type neither shows nor filters it.
   */
  screenUri: string;
  title: string;
  /** Queues the spec gives page languages (zh, en, ar) filter by them. */
  languageFilter?: boolean;
  /** Columns of the queue's own after the content (the male-user detection's score). */
  extraColumns?: TableColumnsType<QueueTask>;
}

/**
 * A moderation queue: the tasks of some sources, a page at a time, and the task in front of the
 * moderator, decided with the buttons or a single key each (`?` lists them). A task kept open is claimed;
 * pass and ignore can be undone for a few seconds; selected tasks are decided together.
 */
export function ReviewQueue({ screenUri, title, languageFilter = false, extraColumns = NO_COLUMNS }: ReviewQueueProps) {
  const definition = QUEUE_OF_SCREEN[screenUri];
  const { taskType, machineStatuses, decisions } = definition;
  const showMachine = definition.machineReview !== false;
  const { t } = useTranslation(['review', 'kit']);
  const { message, modal } = App.useApp();
  const me = useSessionStore((state) => state.userInfo.login);
  const holds: Record<QueueGrant, boolean> = {
    review: useCan(`${screenUri}:review`),
    punish: useCan(`${screenUri}:punish`),
    blacklist: useCan(`${screenUri}:blacklist`),
  };
  const canReview = holds.review;
  const queue = useReviewQueue(definition);
  const now = useNow(CLOCK_MS);
  const { tasks } = queue;
  const [activeIndex, setActiveIndex] = useState(0);
  // A task to put in front of the moderator by id (a row clicked, a refused decision back), once listed.
  const [focus, setFocus] = useState<number | null>(null);
  if (focus !== null) {
    const at = tasks.findIndex((task) => task.id === focus);
    setFocus(null);
    if (at >= 0 && at !== activeIndex) setActiveIndex(at);
  }
  const [heldBy, setHeldBy] = useState<Record<number, string>>({});
  const [selected, setSelected] = useState<number[]>([]);
  const [lastUndoable, setLastUndoable] = useState<Undoable | null>(null);
  const [helpOpen, setHelpOpen] = useState(false);
  const [imagesOpen, setImagesOpen] = useState(false);
  const [asking, setAsking] = useState<Asking | null>(null);

  // Past the last listed task is the next page's first, when there is one: it comes with the reload (a task
  // decided at the foot of the page), and the panel waits for it rather than going back up.
  const listedByServer = queue.list.data?.records.length ?? 0;
  const nextOnItsWay =
    activeIndex >= tasks.length &&
    tasks.length < listedByServer &&
    (queue.list.data?.total ?? 0) > (queue.query.current - 1) * queue.query.size + listedByServer;
  const index = nextOnItsWay ? activeIndex : Math.min(activeIndex, Math.max(tasks.length - 1, 0));
  const active: QueueTask | undefined = tasks[index];
  // The screen offers its own decisions (and returning, undoing), each to an admin holding its entry.
  const inQueue = (action: ReviewAction) =>
    action === 'returnToPool' || action === 'undo' || decisions.includes(action as Decision);
  const granted = (action: ReviewAction) => inQueue(action) && holds[grantOfAction(action)];
  const heldByOther = (task: QueueTask) =>
    heldBy[task.id] ?? (claimStateOf(task, me, now) === 'others' ? task.claimedBy : null);
  // A picture on the blacklist already cannot go on it again (the server says so too).
  // `at`: the queue's clock while rendering, the moment itself when a key or a button is pressed.
  const refusalHere = (task: QueueTask, action: ReviewAction, at: number): Refusal | null =>
    heldBy[task.id]
      ? { kind: 'claimedByOther', by: heldBy[task.id] }
      : action === 'blacklist' && task.blacklisted
        ? { kind: 'alreadyBlacklisted' }
        : refusalOf(task, action, me, at);
  const offered =
    active && !heldBy[active.id]
      ? actionsFor(active, me, now).filter((action) => granted(action) && !refusalHere(active, action, now))
      : [];

  // A task open for a decision is claimed, so that nobody else acts on it meanwhile; one held by someone
  // else says by whom.
  const claimable = !!active && canReview && active.status === 'notProcessed';
  const { claimedUntil } = useTaskClaim(active?.id ?? null, claimable, (id, by) =>
    setHeldBy(({ [id]: _before, ...held }) => (by ? { ...held, [id]: by } : held)),
  );
  /** The next task after `from` (or before it, `step` -1) that nobody else holds; `from` when there is none. */
  const freeFrom = (from: number, step: 1 | -1) => {
    for (let at = from + step; at >= 0 && at < tasks.length; at += step) if (!heldByOther(tasks[at])) return at;
    return from;
  };
  // On opening the queue and on each new page or filter, the first task in front is the first nobody else
  // holds (placed once: a claim shown later by a reload does not move the moderator's task away).
  const listing = JSON.stringify(queue.query);
  const [placedFor, setPlacedFor] = useState<string | null>(null);
  if (placedFor !== listing && tasks.length > 0 && !queue.list.isPlaceholderData) {
    setPlacedFor(listing);
    const first = heldByOther(tasks[0]) ? freeFrom(0, 1) : 0;
    if (first !== activeIndex) setActiveIndex(first);
  }

  /** What the server did: a decision that can be undone offers it for a few seconds (the button and `u`). */
  const announce = (id: number, action: ReviewAction, task: QueueTask) => {
    if (action === 'undo' || action === 'returnToPool') {
      message.success(t(`done.${action}`, { id }));
      return;
    }
    const undoable = isUndoable(action as Decision, task.machineStatus);
    offerUndo('success', t(`done.${action}`, { id }), undoable ? { ids: [id], batch: false } : null);
  };

  /** Says what was done; a decision that can be undone offers it for a few seconds (the button and `u`). */
  const offerUndo = (type: 'success' | 'warning', text: string, undoable: Undoable | null) => {
    setLastUndoable(undoable);
    message.open({
      type,
      key: 'review-done',
      duration: undoable ? UNDO_MS / 1000 : 3,
      content: (
        <Space>
          {text}
          {undoable && (
            <Button size="small" type="link" onClick={() => void undo(undoable)}>
              {t('actions.undo')}
            </Button>
          )}
        </Space>
      ),
    });
  };

  /** An action that waits for the server before the queue moves: returning, undoing, what a dialog asks for. */
  const run = async (id: number, action: ReviewAction, extra: Omit<ActInput, 'action'> = {}) => {
    try {
      announce(id, action, await queue.act(id, { action, ...extra }));
    } catch (error) {
      message.error(failureText(t, error));
      throw error;
    }
  };

  /**
   * A decision the moderator has nothing more to say about moves on at once: the next task is in front of
   * her while the call and the reload run. In a list of waiting tasks the decided one leaves and the next
   * takes its place; where decided tasks are listed too, it stays (decided) and the panel moves down. A
   * refusal puts the task back in front of her, with the server's reason.
   */
  const decideAhead = (task: QueueTask, action: Decision) => {
    setActiveIndex(queue.status === ALL_STATUSES ? Math.min(index + 1, tasks.length - 1) : index);
    // Past the tasks someone else holds, to the next free one on the page.
    const nextFree = freeFrom(index, 1);
    if (nextFree !== index) setFocus(tasks[nextFree].id);
    queue.decideAhead(task, { action }).then(
      (answer) => announce(task.id, action, answer),
      (error: unknown) => {
        const refusal = refusalIn(error);
        if (refusal?.kind === 'claimedByOther') setHeldBy((held) => ({ ...held, [task.id]: refusal.by }));
        setFocus(task.id);
        message.error(failureText(t, error));
      },
    );
  };

  /** Takes back a decision, or those of a batch still in their undo window; the history keeps both. */
  const undo = async (target: Undoable) => {
    setLastUndoable(null);
    message.destroy('review-done');
    if (!target.batch) return void (await run(target.ids[0], 'undo').catch(() => undefined));
    try {
      const result = await queue.batch(target.ids, { action: 'undo' });
      const text = result.refused.length
        ? t('batch.undonePartly', { done: result.done, refused: result.refused.length })
        : t('batch.undone', { done: result.done });
      if (result.refused.length) message.warning(text);
      else message.success(text);
    } catch (error) {
      message.error(failureText(t, error));
    }
  };

  const decide = (action: ReviewAction) => {
    if (!active) return;
    const refusal = refusalHere(active, action, Date.now());
    if (refusal || !granted(action)) {
      message.warning(refusal ? refusalText(t, refusal) : t('refusals.notGranted'));
      return;
    }
    if (action === 'undo' || action === 'returnToPool') return void run(active.id, action).catch(() => undefined);
    // Deleting, punishing, blacklisting and banning ask first, with the reason (the spec's "sure to add this
    // picture to blacklist"); a key for one opens this step rather than deciding.
    if (needsReason(action))
      return setAsking({ action: action as AskedDecision, tasks: [active], batch: false, count: 1 });
    // Removing what the machine passed asks first too.
    const question =
      action === 'overturn' && !keepsContent(action, active.machineStatus)
        ? t('confirmRemove', { id: active.id })
        : null;
    if (question) {
      const task = active;
      modal.confirm({
        title: question,
        okText: t(`actions.${action}`),
        okButtonProps: { danger: true },
        cancelText: t('common:cancel'),
        onOk: () => decideAhead(task, action),
      });
      return;
    }
    decideAhead(active, action);
  };

  const onCommand = (command: TriageCommand) => {
    if (command === 'help') return setHelpOpen(true);
    if (command === 'next') return setActiveIndex(freeFrom(index, 1));
    if (command === 'previous') return setActiveIndex(freeFrom(index, -1));
    if (command === 'images') return active?.images.length ? setImagesOpen(true) : undefined;
    if (command === 'select') {
      if (!active) return;
      return setSelected((ids) =>
        ids.includes(active.id) ? ids.filter((id) => id !== active.id) : [...ids, active.id],
      );
    }
    if (command === 'undo') return lastUndoable ? void undo(lastUndoable) : undefined;
    // A decision key of another queue: say so rather than nothing.
    if (!inQueue(command)) return void message.warning(t('refusals.notOffered', { action: t(`actions.${command}`) }));
    decide(command);
  };
  useTriageKeys(onCommand);
  const keyRows = useMemo(
    () =>
      (Object.keys(TRIAGE_KEYS) as TriageCommand[])
        .filter((command) => MOVES.includes(command) || decisions.includes(command as Decision))
        .map((command) => ({ command, keys: TRIAGE_KEYS[command], label: t(`keys.${command}`) })),
    [decisions, t],
  );

  /** The selected tasks as listed (what a batch's question names and its reasons come from). */
  const selectedTasks = () => tasks.filter((task) => selected.includes(task.id));

  /**
   * Sends a batch; the answer says how many were decided and refused, and offers to undo those that can be
   * (a pass, an ignore) for a few seconds. Rejects with the server's refusal of the whole batch.
   */
  const sendBatch = async (action: Decision, extra: Omit<ActInput, 'action'> = {}) => {
    const listed = selectedTasks();
    const result: BatchResult = await queue.batch(selected, { action, ...extra });
    setSelected([]);
    const undoable = result.decided.filter((id) => {
      const task = listed.find((row) => row.id === id);
      return !!task && isUndoable(action, task.machineStatus);
    });
    offerUndo(
      result.refused.length ? 'warning' : 'success',
      result.refused.length
        ? t('batch.partly', { done: result.done, refused: result.refused.length })
        : t('batch.done', { done: result.done }),
      undoable.length ? { ids: undoable, batch: true } : null,
    );
  };

  const decideSelected = (action: Decision) => {
    if (needsReason(action))
      return setAsking({
        action: action as AskedDecision,
        tasks: selectedTasks(),
        batch: true,
        count: selected.length,
      });
    const send = () => sendBatch(action).catch((error: unknown) => message.error(failureText(t, error)));
    // Overturning what the machine passed removes it: as for one task, the batch asks first, saying how many.
    const removing = selectedTasks().filter((task) => !keepsContent(action, task.machineStatus)).length;
    if (action === 'overturn' && removing > 0) {
      modal.confirm({
        title: t('batch.ask.overturn', { count: selected.length }),
        content: t('consequence.overturn', { count: removing }),
        okText: t('actions.overturn'),
        okButtonProps: { danger: true },
        cancelText: t('common:cancel'),
        onOk: () => void send(),
      });
      return;
    }
    void send();
  };

  // The table is drawn from these (memoised, deferred): a key that moves the panel on shows the next task
  // first, and the table follows in the background.
  const columns = useMemo<TableColumnsType<QueueTask>>(() => {
    const holderOf = (task: QueueTask) =>
      heldBy[task.id] ?? (claimStateOf(task, me, now) === 'others' ? task.claimedBy : null);
    // The content is what a moderator decides on: it takes the table's room, and the other fields stand
    // in narrow columns of their own or stacked under it (review-queue.css keeps headers whole).
    const meta = (task: QueueTask) =>
      [
        taskType ? null : t(`types.${task.type}`),
        taskType === 'report' ? `${t('columns.reports')}: ${task.reportCount}` : null,
        t(`languages.${task.language}`),
      ]
        .filter(Boolean)
        .join(' · ');
    return [
      { title: t('columns.id'), dataIndex: 'id', key: 'id', width: 64 },
      {
        title: t('columns.content'),
        key: 'content',
        // The cell's own title would show on hover whether or not the text is cut: UserText's shows where it is.
        ellipsis: { showTitle: false },
        render: (_, task) => (
          <>
            <UserText lines={1}>{task.content}</UserText>
            <div className="review-queue__meta">
              {meta(task)} · <SubjectLink task={task} />
            </div>
          </>
        ),
      },
      ...extraColumns,
      {
        title: t('columns.status'),
        key: 'status',
        width: showMachine ? STATUS_WIDTH.withMachine : STATUS_WIDTH.alone,
        render: (_, task) => (
          <>
            <StatusTag machine={reviewMachine} state={task.status} />
            {showMachine && <div className="review-queue__meta">{t(`machine.${task.machineStatus}`)}</div>}
          </>
        ),
      },
      {
        title: (
          <>
            {t('columns.createdAt')}
            <div className="review-queue__meta">{t('columns.inReview')}</div>
          </>
        ),
        key: 'createdAt',
        width: CREATED_WIDTH,
        render: (_, task) => {
          const by = holderOf(task);
          return (
            <>
              {dayjs(task.createdAt).format('YYYY-MM-DD HH:mm')}
              <div className="review-queue__meta">
                {by ? t('inReviewBy', { by }) : <UserText>{task.outcome?.operator}</UserText>}
              </div>
              {task.status === 'notProcessed' && (
                <div className="review-queue__meta">
                  <WaitTime since={task.createdAt} dueAt={task.dueAt} now={now} />
                </div>
              )}
            </>
          );
        },
      },
    ];
  }, [t, taskType, extraColumns, showMachine, heldBy, me, now]);
  const listedTasks = useDeferredValue(tasks);
  const listedActiveId = useDeferredValue(active?.id);
  const openTask = useSteady((id: number) => setFocus(id));
  const turnPage = useSteady((current: number, size: number) => {
    setActiveIndex(0);
    queue.setQuery({ current, size });
  });
  const closeHelp = useSteady(() => setHelpOpen(false));
  const closeAsking = useSteady(() => setAsking(null));
  /** The reason step's answer: the decision is taken; a refusal stays in the dialog, in the admin's language. */
  const submitAsked = useSteady(async (values: ReasonValues & { punishKind?: PunishKind }) => {
    const { action, tasks: on, batch } = asking!;
    const input = { action, ...values };
    try {
      if (batch) await sendBatch(action, values);
      else announce(on[0].id, action, await queue.act(on[0].id, input));
    } catch (error) {
      throw new Error(failureText(t, error), { cause: error });
    }
  });
  /** The reason step's question: the task's, or one naming how many selected tasks. */
  const questionOf = ({ action, tasks: on, batch, count }: Asking) => {
    if (batch) return t(`batch.ask.${action}`, { count });
    if (action === 'punish') return t('punish.title', { login: on[0].authorLogin });
    return action === 'delete' ? t('confirmDelete', { id: on[0].id }) : t('confirmBlacklist');
  };
  const askedReasons = useMemo(
    () => reasonsFor(asking?.tasks.length ? [...new Set(asking.tasks.map((task) => task.source))] : definition.sources),
    [asking, definition.sources],
  );

  return (
    <Card
      title={<h1 className="screen-title">{title}</h1>}
      extra={
        <Button icon={<QuestionCircleOutlined />} onClick={() => setHelpOpen(true)} aria-keyshortcuts="?">
          {t('keys.open')}
        </Button>
      }
    >
      <QueueFilters
        status={queue.status}
        filters={queue.query.filters}
        setQuery={queue.setQuery}
        sources={definition.sources}
        taskType={taskType}
        showMachine={showMachine}
        machineStatuses={machineStatuses}
        languageFilter={languageFilter}
      />
      {queue.list.isError ? (
        <LoadFailed error={queue.list.error} retry={queue.list.refetch} />
      ) : (
        <div className="review-queue">
          <div className="review-queue__list">
            {selected.length > 0 && canReview && (
              <Space className="list-page__batch" role="toolbar" aria-label={t('batch.label')}>
                {t('batch.selected', { count: selected.length })}
                {BATCH_DECISIONS.filter((decision) => granted(decision)).map((decision) => (
                  <Button key={decision} danger={needsReason(decision)} onClick={() => decideSelected(decision)}>
                    {t(`actions.${decision}`)}
                  </Button>
                ))}
                <Button type="link" onClick={() => setSelected([])}>
                  {t('batch.clear')}
                </Button>
              </Space>
            )}
            <QueueTable
              tasks={listedTasks}
              activeId={listedActiveId}
              columns={columns}
              loading={queue.list.isPending || queue.list.isPlaceholderData}
              selected={canReview ? selected : null}
              onSelect={setSelected}
              onOpen={openTask}
              current={queue.query.current}
              size={queue.query.size}
              total={queue.list.data?.total ?? 0}
              onPage={turnPage}
            />
          </div>
          {nextOnItsWay && <Card className="review-panel" loading aria-busy="true" />}
          {active && (
            <TaskPanel
              task={active}
              heldBy={heldByOther(active)}
              claimedUntil={claimedUntil}
              now={now}
              offered={offered}
              decisions={decisions}
              showMachine={showMachine}
              onAction={decide}
              imagesOpen={imagesOpen}
              onImagesOpen={setImagesOpen}
            />
          )}
        </div>
      )}
      <KeyHelp open={helpOpen} onClose={closeHelp} title={t('keys.title')} rows={keyRows} />
      <PunishDialog
        open={asking?.action === 'punish'}
        title={asking ? questionOf(asking) : ''}
        consequence={asking?.batch ? t('consequence.punish') : undefined}
        reasons={askedReasons}
        onClose={closeAsking}
        onSubmit={submitAsked}
      />
      <DecisionReasonDialog
        open={asking?.action === 'delete' || asking?.action === 'blacklist'}
        title={asking ? questionOf(asking) : ''}
        consequence={
          asking && (asking.batch || asking.action === 'blacklist') ? t(`consequence.${asking.action}`) : undefined
        }
        okText={asking ? t(`actions.${asking.action}`) : ''}
        reasons={askedReasons}
        onClose={closeAsking}
        onSubmit={submitAsked}
      />
      <BanDialog
        author={asking?.action === 'ban' ? asking.tasks[0].authorLogin : null}
        onClose={closeAsking}
        onSubmit={submitAsked}
      />
    </Card>
  );
}
