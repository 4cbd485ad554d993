import { useEffect } from 'react';
import { appConfig } from '../../shared/config/app-config';
import { LIVE_CHANGES_PATH, subscribeToLiveChanges } from '../../shared/live/live-changes';
import { queryClient } from '../providers/query-client';

/**
 * Live queues: when another console changes something (a claim, a decision, a new report), the queries of
 * its topics are read again, so the screen in view and the side menu's counts show it within about a
 * second. A locked console is offline to the queries (query-client.ts): they are read once it unlocks.
 */
export function useLiveQueries(): void {
  useEffect(
    () =>
      subscribeToLiveChanges(
        {
          mock: appConfig.mock,
          streamUrl: appConfig.liveChanges ? `${appConfig.apiBase.replace(/\/$/, '')}${LIVE_CHANGES_PATH}` : undefined,
        },
        ({ topics }) => {
          for (const topic of topics) void queryClient.invalidateQueries({ queryKey: [topic] });
        },
      ),
    [],
  );
}
