import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { toRequestParams } from '../../../shared/components/list-page/list-query';
import { useListQuery } from '../../../shared/components/list-page/use-list-query';
import { useSessionStore } from '../../../shared/stores/session-store';
import { reviewApi, reviewKeys } from '../api';
import type { QueueDefinition } from '../queues';
import { RELEASED, SEARCH_FIELDS, statusAfter } from '../rules';
import type { ActInput, Decision, QueueTask, ReviewTask } from '../types';

const QUEUE_FILTERS = ['status', 'type', 'language', 'machineStatus', ...SEARCH_FIELDS] as const;
/** A queue opens on what waits; "all" shows decided tasks too. */
export const ALL_STATUSES = 'all';

/** What a decision taken ahead of the server's answer changes on the task, as the server will. */
type Ahead = Pick<ReviewTask, 'status' | 'outcome' | 'claimedBy' | 'claimedUntil'>;
const NO_TASKS: QueueTask[] = [];

/**
 * A queue's page (filters and paging in the URL), and its actions, which reload it afterwards. A queue of
 * some machine statuses asks for those unless the moderator picked one.
 *
 * A decision taken with `decideAhead` shows at once: the task is shown decided (and so leaves a list of
 * waiting tasks) while the call and the reload run. It stays so until the list the server sends shows it
 * decided too, or the server refuses it, which puts the task back as it was.
 */
export function useReviewQueue({ sources, taskType, machineStatuses }: QueueDefinition) {
  const queryClient = useQueryClient();
  const me = useSessionStore((state) => state.userInfo.login);
  const { query, setQuery } = useListQuery([...QUEUE_FILTERS]);
  const status = query.filters.status ?? 'notProcessed';
  const params = {
    ...toRequestParams(query),
    source: sources.join(','),
    status: status === ALL_STATUSES ? '' : status,
    ...(taskType ? { type: taskType } : {}),
    ...(machineStatuses && !query.filters.machineStatus ? { machineStatus: machineStatuses.join(',') } : {}),
  };
  const key = reviewKeys.queue(sources);
  const list = useQuery({
    queryKey: [...key, params],
    queryFn: ({ signal }) => reviewApi.page(params, { signal }),
    placeholderData: keepPreviousData,
  });
  const records = list.data?.records ?? NO_TASKS;
  const sourcesKey = sources.join(',');
  const reload = useCallback(
    () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: reviewKeys.queue(sourcesKey.split(',') as typeof sources) }),
        queryClient.invalidateQueries({ queryKey: reviewKeys.counts }),
        // A task's panel (its history, its reports).
        queryClient.invalidateQueries({ queryKey: reviewKeys.tasks }),
      ]),
    [queryClient, sourcesKey],
  );

  // Decisions shown ahead of the server, by task id (the ref is what handlers read and change at once, the
  // state what is drawn), and those the server has accepted.
  const [ahead, setAhead] = useState<ReadonlyMap<number, Ahead>>(() => new Map());
  const aheadNow = useRef(ahead);
  const answered = useRef(new Set<number>());
  const latestRecords = useRef(records);
  const change = (next: ReadonlyMap<number, Ahead>) => {
    aheadNow.current = next;
    setAhead(next);
  };
  const forget = (gone: (id: number) => boolean) => {
    const ids = [...aheadNow.current.keys()].filter(gone);
    if (!ids.length) return;
    const next = new Map(aheadNow.current);
    for (const id of ids) {
      next.delete(id);
      answered.current.delete(id);
    }
    change(next);
  };
  /** An accepted decision lets go once the server's list no longer shows the task waiting. */
  const settle = () =>
    forget((id) => {
      if (!answered.current.has(id)) return false;
      const row = latestRecords.current.find((task) => task.id === id);
      return !row || row.status !== 'notProcessed';
    });
  useEffect(() => {
    latestRecords.current = records;
    settle();
  });

  const tasks = useMemo(
    () =>
      records
        .map((task) => {
          const decided = ahead.get(task.id);
          return decided ? { ...task, ...decided } : task;
        })
        .filter((task) => status === ALL_STATUSES || task.status === status),
    [records, ahead, status],
  );

  return {
    query,
    setQuery,
    status,
    list,
    /** The page as the moderator sees it: the server's, with the decisions taken ahead of its answer. */
    tasks,
    reload,
    /** Reloads the queue after the call, refused or not: a refusal means the task changed under the moderator. */
    act: async (id: number, input: ActInput) => {
      try {
        const task = await reviewApi.act(id, input);
        // An undone decision is no longer ahead of anything.
        if (input.action === 'undo') forget((decided) => decided === id);
        return task;
      } finally {
        await reload();
      }
    },
    /**
     * Shows the decision on the task at once and sends it; the answer reloads the queue in the background.
     * A refusal (the promise rejects with it) puts the task back as the server has it.
     */
    decideAhead: async (task: QueueTask, input: ActInput & { action: Decision }) => {
      const { id } = task;
      answered.current.delete(id);
      change(
        new Map(aheadNow.current).set(id, {
          status: statusAfter(input.action, task.machineStatus),
          outcome: {
            decision: input.action,
            punishKind: input.punishKind ?? null,
            ...(input.reasonCode ? { reasonCode: input.reasonCode } : {}),
            reason: input.note ?? '',
            operator: me,
            decidedAt: new Date().toISOString(),
          },
          ...RELEASED,
        }),
      );
      try {
        const answer = await reviewApi.act(id, input);
        answered.current.add(id);
        settle();
        return answer;
      } catch (error) {
        forget((decided) => decided === id);
        throw error;
      } finally {
        void reload();
      }
    },
    /** Decides (or undoes) several tasks; reloads the queue afterwards, refused or not. */
    batch: async (ids: number[], input: ActInput) => {
      try {
        const result = await reviewApi.batch(ids, input);
        if (input.action === 'undo') forget((decided) => result.decided.includes(decided));
        return result;
      } finally {
        await reload();
      }
    },
  };
}
