import { render, screen, waitFor } from '../../../tests/support/dom';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from '../../shared/components/error-boundary';
import { FullScreenLoading } from '../../shared/components/full-screen-loading';
import { ScreenErrorView } from '../shell/screen-error-view';
import { createLazyScreens } from './lazy-screen';
import type { ScreenLoader, ScreenModule } from './screen-registry';
import { afterNextPaint } from '../../../tests/support/waits';

/**
 * The glue between a screen's lazy import and the recovery rules: the first chunk failure reloads the page
 * once, a second one (after that reload) shows the recovery view, never a reload loop. The page's reload
 * and clock are handed in, so nothing reloads the test page itself; a reload is a fresh set of lazy
 * screens (a new page) with the same sessionStorage.
 */

const URI = '/user-manage/user-list';
const T0 = 1_700_000_000_000;
const CHUNK_ERROR = () =>
  new TypeError('Failed to fetch dynamically imported module: http://127.0.0.1:5173/assets/user-list-abc123.js');

const screenModule: ScreenModule = { default: () => <h1>User list screen</h1> };

/** A page load: its own lazy screens, reload and clock. */
function pageLoad(at: number) {
  const reload = vi.fn();
  let clock = at;
  const lazyScreen = createLazyScreens({ reload, now: () => clock });
  const advance = (ms: number) => {
    clock += ms;
  };
  return { reload, lazyScreen, advance };
}

/** The screen as the shell shows it: inside the content area's error boundary, with the loading view. */
function renderScreen(lazyScreen: ReturnType<typeof createLazyScreens>, loader: ScreenLoader) {
  function Host() {
    const Screen = lazyScreen(URI, loader);
    // As in ScreenPage: lazyScreen hands back the same component for the uri on every render.
    return <Screen />;
  }
  return render(
    <ErrorBoundary fallback={(error, reset) => <ScreenErrorView error={error} reset={reset} />}>
      <Suspense fallback={<FullScreenLoading inline />}>
        <Host />
      </Suspense>
    </ErrorBoundary>,
  );
}

const recoveryView = () => screen.queryByText('This page could not be loaded');

beforeEach(() => {
  window.history.replaceState({}, '', URI);
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('a screen whose chunk cannot be loaded', () => {
  it('reloads the page once and keeps showing the loading view meanwhile', async () => {
    const page = pageLoad(T0);
    const loader = vi.fn<ScreenLoader>().mockRejectedValue(CHUNK_ERROR());
    renderScreen(page.lazyScreen, loader);

    await waitFor(() => expect(page.reload).toHaveBeenCalledTimes(1));
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    // A failure handed on to React would have been rendered by the frame after this one.
    await afterNextPaint();
    expect(recoveryView()).not.toBeInTheDocument();
    expect(loader).toHaveBeenCalledTimes(1);
    expect(page.reload).toHaveBeenCalledTimes(1);
  });

  it('shows the recovery view, without reloading again, when the chunk fails again after the reload', async () => {
    const first = pageLoad(T0);
    const { unmount } = renderScreen(first.lazyScreen, vi.fn<ScreenLoader>().mockRejectedValue(CHUNK_ERROR()));
    await waitFor(() => expect(first.reload).toHaveBeenCalledTimes(1));
    unmount();

    // The reloaded page, a few seconds later: the deployment still lacks the chunk.
    const second = pageLoad(T0 + 3_000);
    renderScreen(second.lazyScreen, vi.fn<ScreenLoader>().mockRejectedValue(CHUNK_ERROR()));
    expect(await screen.findByText('This page could not be loaded')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    expect(second.reload).not.toHaveBeenCalled();
    expect(first.reload).toHaveBeenCalledTimes(1);
  });

  it('does not reload again when, after the reload, another chunk (the shell around it) loads fine', async () => {
    const first = pageLoad(T0);
    const { unmount } = renderScreen(first.lazyScreen, vi.fn<ScreenLoader>().mockRejectedValue(CHUNK_ERROR()));
    await waitFor(() => expect(first.reload).toHaveBeenCalledTimes(1));
    unmount();

    // The reloaded page loads the shell's chunk fine first, then the screen's chunk fails again.
    const second = pageLoad(T0 + 3_000);
    const Shell = second.lazyScreen('page:shell', () => Promise.resolve({ default: () => <p>Shell</p> }));
    render(
      <Suspense fallback={null}>
        <Shell />
      </Suspense>,
    );
    expect(await screen.findByText('Shell')).toBeInTheDocument();
    renderScreen(second.lazyScreen, vi.fn<ScreenLoader>().mockRejectedValue(CHUNK_ERROR()));
    expect(await screen.findByText('This page could not be loaded')).toBeInTheDocument();
    expect(second.reload).not.toHaveBeenCalled();
  });

  it('treats a stylesheet Vite could not preload like a missing chunk', async () => {
    const page = pageLoad(T0);
    renderScreen(
      page.lazyScreen,
      vi.fn<ScreenLoader>().mockRejectedValue(new Error('Unable to preload CSS for /assets/list.css')),
    );
    await waitFor(() => expect(page.reload).toHaveBeenCalledTimes(1));
    expect(recoveryView()).not.toBeInTheDocument();
  });

  it('opens the screen after the reload when the chunk is there, and may reload again for a later failure', async () => {
    const first = pageLoad(T0);
    const { unmount } = renderScreen(first.lazyScreen, vi.fn<ScreenLoader>().mockRejectedValue(CHUNK_ERROR()));
    await waitFor(() => expect(first.reload).toHaveBeenCalledTimes(1));
    unmount();

    const second = pageLoad(T0 + 2_000);
    const view = renderScreen(second.lazyScreen, vi.fn<ScreenLoader>().mockResolvedValue(screenModule));
    expect(await screen.findByRole('heading', { name: 'User list screen' })).toBeInTheDocument();
    expect(second.reload).not.toHaveBeenCalled();
    view.unmount();

    // A later deployment, the same minute: the screen loaded fine in between, so this is a new failure.
    const third = pageLoad(T0 + 10_000);
    renderScreen(third.lazyScreen, vi.fn<ScreenLoader>().mockRejectedValue(CHUNK_ERROR()));
    await waitFor(() => expect(third.reload).toHaveBeenCalledTimes(1));
    expect(recoveryView()).not.toBeInTheDocument();
  });

  it('reloads again for a failure a minute after the last reload (judged by the clock it is given)', async () => {
    const first = pageLoad(T0);
    const { unmount } = renderScreen(first.lazyScreen, vi.fn<ScreenLoader>().mockRejectedValue(CHUNK_ERROR()));
    await waitFor(() => expect(first.reload).toHaveBeenCalledTimes(1));
    unmount();

    const later = pageLoad(T0 + 60_000);
    renderScreen(later.lazyScreen, vi.fn<ScreenLoader>().mockRejectedValue(CHUNK_ERROR()));
    await waitFor(() => expect(later.reload).toHaveBeenCalledTimes(1));
    expect(recoveryView()).not.toBeInTheDocument();
  });
});

describe('a screen that fails for another reason', () => {
  it('never reloads: it shows the error view, and "Try again" imports the screen afresh', async () => {
    const page = pageLoad(T0);
    let broken = true;
    const loader = vi.fn<ScreenLoader>(async () => {
      if (broken) throw new TypeError("Cannot read properties of undefined (reading 'map')");
      return screenModule;
    });
    renderScreen(page.lazyScreen, loader);

    expect(await screen.findByText('Something went wrong on this page')).toBeInTheDocument();
    expect(recoveryView()).not.toBeInTheDocument();
    expect(page.reload).not.toHaveBeenCalled();

    broken = false;
    const importsBefore = loader.mock.calls.length;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'User list screen' })).toBeInTheDocument();
    expect(loader.mock.calls.length).toBeGreaterThan(importsBefore);
    expect(page.reload).not.toHaveBeenCalled();
  });
});

describe('a screen preloaded before it renders (menu hover, idle time, /login at boot)', () => {
  it('renders in the first pass, never showing the loading view', async () => {
    const { lazyScreen } = pageLoad(T0);
    expect(await lazyScreen.preload(URI, async () => screenModule)).toBe(true);
    const view = renderScreen(lazyScreen, () => new Promise<ScreenModule>(() => {}));
    // Synchronously after render: no loading view was committed first.
    expect(view.container.querySelector('h1')).toHaveTextContent('User list screen');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('leaves a failed preload to the render, which recovers as usual', async () => {
    const { lazyScreen, reload } = pageLoad(T0);
    // Said to the caller, so that nothing renders the screen ahead (the menu hover) on a failed chunk.
    expect(await lazyScreen.preload(URI, () => Promise.reject(CHUNK_ERROR()))).toBe(false);
    renderScreen(lazyScreen, () => Promise.reject(CHUNK_ERROR()));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
  });
});
