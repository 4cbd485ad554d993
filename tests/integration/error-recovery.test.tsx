import { render, waitFor } from '../support/dom';
import { Suspense } from 'react';
import { vi } from 'vitest';
import { AppErrorBoundary } from '../../src/app/app-error-boundary';
import { createLazyScreens } from '../../src/app/router/lazy-screen';
import type { ScreenLoader } from '../../src/app/router/screen-registry';
import { useMenuStore } from '../../src/shared/stores/menu-store';
import { existingSession, renderApp, screen, within } from './render-app';

const T0 = 1_700_000_000_000;
const CHUNK_ERROR = () =>
  new TypeError('Failed to fetch dynamically imported module: http://127.0.0.1/assets/shell-abc.js');

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe('the error boundary around the whole console', () => {
  it('shows the recovery view instead of a white page when something outside the screens throws', async () => {
    function Broken(): never {
      throw new Error('the shell fell over');
    }
    render(
      <AppErrorBoundary>
        <Broken />
      </AppErrorBoundary>,
    );
    expect(await screen.findByText('Something went wrong on this page')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('reloads once for a shell or login chunk that cannot be loaded, then shows the recovery view', async () => {
    window.history.replaceState({}, '', '/');
    /** A page load with the console's page chunk (shell, login page) loaded like a screen. */
    function pageLoad(at: number) {
      const reload = vi.fn();
      const lazyPage = createLazyScreens({ reload, now: () => at });
      const Page = lazyPage('page:shell', vi.fn<ScreenLoader>().mockRejectedValue(CHUNK_ERROR()));
      const view = render(
        <AppErrorBoundary>
          <Suspense fallback={<p>Loading</p>}>
            <Page />
          </Suspense>
        </AppErrorBoundary>,
      );
      return { reload, view };
    }

    const first = pageLoad(T0);
    await waitFor(() => expect(first.reload).toHaveBeenCalledTimes(1));
    expect(screen.queryByText('This page could not be loaded')).not.toBeInTheDocument();
    first.view.unmount();

    const second = pageLoad(T0 + 3_000);
    expect(await screen.findByText('This page could not be loaded')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    expect(second.reload).not.toHaveBeenCalled();
  });
});

describe('error boundaries around the shell parts', () => {
  it('keeps a crash of the side menu inside the sider: the screen and the header stay', async () => {
    await existingSession('admin');
    renderApp('/');
    expect(await screen.findByRole('heading', { name: /Hello/ })).toBeInTheDocument();

    // A menu name that is not text makes the side menu throw while rendering.
    const [home, ...rest] = useMenuStore.getState().menus;
    useMenuStore.setState({ menus: [{ ...home, name: { en: 42 as unknown as string } }, ...rest] });

    const sider = document.querySelector<HTMLElement>('.shell__sider')!;
    expect(await within(sider).findByText('Something went wrong on this page')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /Hello/ })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toBeInTheDocument();
  });
});
