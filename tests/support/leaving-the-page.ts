import { mockingResumed } from '../../src/mocks/mocking-after-unload';

/**
 * What the browser does before the tab closes or the page reloads (`beforeunload`): true when the page asked
 * to stay. Resolves once the mock's worker, which the event stops, answers again.
 */
export async function pageAsksBeforeLeaving(): Promise<boolean> {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  await mockingResumed();
  return event.defaultPrevented;
}
