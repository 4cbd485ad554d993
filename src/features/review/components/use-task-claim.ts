import { useEffect, useRef, useState } from 'react';
import { getToken } from '../../../shared/stores/session-store';
import { reviewApi } from '../api';
import { CLAIM_MS } from '../rules';
import { refusalIn } from './refusal-text';

/**
 * How long a task stays in front of the moderator before it is claimed. Reading a task takes longer, and
 * passing over it with `j` takes less: the claim follows the person reading, not the cursor going by. A
 * decision taken sooner claims it on the server anyway.
 */
const CLAIM_DWELL_MS = 1_000;
/** A claim is renewed this often while its task stays open (the server holds it for CLAIM_MS). */
const RENEW_MS = CLAIM_MS / 3;

/**
 * Claims the task in front of the moderator once it has stayed there CLAIM_DWELL_MS, renews the claim while
 * it stays, and lets go of it when another task comes in front, the screen goes away (or is hidden in its
 * tab) or the tab closes. Answers when the claim ends; `onHolder` hears who else holds the task, or null once it is
 * the moderator's.
 */
export function useTaskClaim(
  taskId: number | null,
  claimable: boolean,
  onHolder: (taskId: number, by: string | null) => void,
): { claimedUntil: number | null } {
  const [claim, setClaim] = useState<{ id: number; until: number } | null>(null);
  const holder = useRef(onHolder);
  useEffect(() => {
    holder.current = onHolder;
  });

  useEffect(() => {
    if (!taskId || !claimable) return;
    let open = true;
    let mine = false;
    // A claim sent: the server may hold the task for her before its answer is back.
    let asked = false;
    const take = () => {
      asked = true;
      return reviewApi.claim(taskId).then(
        (task) => {
          mine = true;
          // The task was closed while the claim was on its way: let go of it at once (unless signed out
          // meanwhile, which let go of every claim already).
          if (!open) {
            if (getToken()) void reviewApi.release(taskId).catch(() => undefined);
            return;
          }
          holder.current(taskId, null);
          if (task.claimedUntil) setClaim({ id: taskId, until: Date.parse(task.claimedUntil) });
        },
        (error: unknown) => {
          const refusal = refusalIn(error);
          if (open && refusal?.kind === 'claimedByOther') holder.current(taskId, refusal.by);
        },
      );
    };
    let renew: ReturnType<typeof setInterval> | undefined;
    const dwell = setTimeout(() => {
      void take();
      renew = setInterval(() => void take(), RENEW_MS);
    }, CLAIM_DWELL_MS);
    // The tab closing while a claim is on its way lets go too: no answer comes after the page is gone
    // (releasing a task that is free, or someone else's, changes nothing).
    const onPageHide = () => {
      if (mine || asked) void reviewApi.release(taskId, true).catch(() => undefined);
    };
    window.addEventListener('pagehide', onPageHide);
    return () => {
      open = false;
      clearTimeout(dwell);
      clearInterval(renew);
      window.removeEventListener('pagehide', onPageHide);
      // After a sign-out the server has let go of every claim already, and there is no token to call with.
      if (mine && getToken()) void reviewApi.release(taskId).catch(() => undefined);
    };
  }, [taskId, claimable]);

  return { claimedUntil: claim && claim.id === taskId ? claim.until : null };
}
