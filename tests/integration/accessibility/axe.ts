import axe, { type ImpactValue, type Result, type RunOptions } from 'axe-core';
import { waitFor } from '../../support/dom';
import { useUiStore } from '../../../src/shared/stores/ui-store';

/** What fails the gate: barriers (serious, critical), not best-practice nags (minor, moderate). */
export const BLOCKING_IMPACTS: readonly ImpactValue[] = ['serious', 'critical'];

const OPTIONS: RunOptions = {
  // WCAG 2.0 to 2.2, A and AA (2.2 adds the 24px target size), plus axe's best practices.
  runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
  resultTypes: ['violations'],
  iframes: false,
};

export interface Audit {
  /** Violations of the blocking impacts. */
  blocking: Result[];
}

/**
 * The rules a change of theme can change the verdict of: the theme restyles colours only (structure, names,
 * roles and sizes stay), so a page already audited whole is audited again in the other theme for these.
 */
const COLOUR_RULES: RunOptions = {
  ...OPTIONS,
  runOnly: { type: 'rule', values: ['color-contrast', 'link-in-text-block'] },
};

/** axe-core over the page as it is now: every rule, or only those that colours decide (`colours`). */
export async function audit({ colours = false } = {}): Promise<Audit> {
  const { violations } = await axe.run(document, colours ? COLOUR_RULES : OPTIONS);
  return {
    blocking: violations.filter((violation) => violation.impact && BLOCKING_IMPACTS.includes(violation.impact)),
  };
}

/** One line per violation and one per offending element: rule, impact, help, target and what axe saw. */
export function describeViolations(violations: Result[]): string {
  return violations
    .map((violation) => {
      const nodes = violation.nodes.map((node) => {
        const summary = node.failureSummary?.split('\n').slice(1).join(' ').trim();
        return `    - ${node.target.join(' ')}${summary ? `\n      ${summary.slice(0, 300)}` : ''}`;
      });
      return `[${violation.impact}] ${violation.id}: ${violation.help} (${violation.nodes.length})\n${nodes.join('\n')}`;
    })
    .join('\n');
}

/** Nothing is loading: no route or screen chunk, no request holding a table, no spinner, no busy region. */
function assertSettled() {
  const { routeLoading, tableLoading } = useUiStore.getState();
  if (routeLoading || tableLoading) throw new Error('The route or a table is still loading');
  const busy = document.querySelector('[aria-busy="true"], .ant-spin-spinning, .content-loading, .full-screen-loading');
  if (busy) throw new Error(`Still loading: ${busy.outerHTML.slice(0, 120)}`);
}

/** Animations that will end (antd's enter motions, the button wave); spinners loop forever. */
function finiteAnimations(): Animation[] {
  return document.getAnimations().filter((animation) => {
    const { iterations } = animation.effect?.getComputedTiming() ?? {};
    return iterations !== Infinity && animation.playState === 'running';
  });
}

/** What a running animation is, for a failure to name it: its name or properties and its element. */
function describeAnimation(animation: Animation): string {
  const target = (animation.effect as KeyframeEffect | null)?.target;
  const name = (animation as CSSAnimation).animationName ?? (animation as CSSTransition).transitionProperty ?? 'script';
  return `${name} on ${target instanceof Element ? `${target.tagName.toLowerCase()}.${[...target.classList].join('.')}` : '?'}`;
}

/** Resolves once the DOM has not changed for `quietMs` (antd measures text and columns in passing). */
function domQuiet(quietMs: number, timeout: number): Promise<void> {
  return new Promise((resolve, reject) => {
    let timer = setTimeout(done, quietMs);
    const limit = setTimeout(() => {
      observer.disconnect();
      clearTimeout(timer);
      reject(new Error(`The page kept changing for ${timeout} ms`));
    }, timeout);
    const observer = new MutationObserver(() => {
      clearTimeout(timer);
      timer = setTimeout(done, quietMs);
    });
    observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
    function done() {
      observer.disconnect();
      clearTimeout(limit);
      resolve();
    }
  });
}

/**
 * Waits until the page has loaded its content and come to rest: `ready` finds the content (a heading,
 * a table's rows), nothing is busy, the motions have finished and the DOM has stopped changing, so
 * axe reads colours as users see them and no half-done measurement of antd's is taken for the page.
 */
export async function settle(ready: () => void | Promise<void>, timeout = 8_000): Promise<void> {
  await waitFor(
    async () => {
      await ready();
      assertSettled();
    },
    { timeout },
  );
  await waitFor(
    () => {
      const running = finiteAnimations();
      if (running.length > 0) throw new Error(`Still animating: ${running.map(describeAnimation).join(', ')}`);
    },
    { timeout: 2_000 },
  );
  await domQuiet(200, 3_000);
  assertSettled();
}
