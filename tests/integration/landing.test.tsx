import { http } from 'msw';
import { App } from '../../src/app/app';
import { screenRegistry } from '../../src/app/router/screen-registry';
import { usePermissionsStatus } from '../../src/app/session/permissions-status';
import { i18n } from '../../src/shared/i18n/i18n';
import { worker } from '../../src/mocks/test-worker';
import { render, waitFor } from '../support/dom';
import { existingSession, renderApp, screen } from './render-app';

/** The permissions' answer waits until the returned function is called, then comes from the mock as usual. */
function holdPermissions(): () => void {
  let answer = () => {};
  const answered = new Promise<void>((resolve) => {
    answer = resolve;
  });
  worker.use(
    http.get('*/services/admin/api/admin/user/getAdminUserAuth', async () => {
      await answered;
    }),
  );
  return answer;
}

/** The first screen after sign-in: what the shell does between a page load and the screen's rows. */
describe('landing on a screen', () => {
  it('loads the screen at the address while the permissions are asked for', async () => {
    await existingSession('admin');
    const answer = holdPermissions();
    const loaderOf = vi.spyOn(screenRegistry, 'loaderOf');
    renderApp('/user-manage/user-list');
    await waitFor(() => expect(loaderOf).toHaveBeenCalledWith('/user-manage/user-list'));
    expect(usePermissionsStatus.getState().status).toBe('loading');
    answer();
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });

  it("asks for the shell's and Home's translations while the permissions are asked for", async () => {
    await existingSession('admin');
    const answer = holdPermissions();
    const loadNamespaces = vi.spyOn(i18n, 'loadNamespaces');
    renderApp('/');
    await waitFor(() =>
      expect(loadNamespaces).toHaveBeenCalledWith(expect.arrayContaining(['home', 'appearance', 'lock'])),
    );
    expect(usePermissionsStatus.getState().status).toBe('loading');
    answer();
    expect(await screen.findByRole('heading', { name: /Hello/ })).toBeInTheDocument();
  });

  it("renders the shell after the permissions' answer in the background, not inside the answer's task", async () => {
    await existingSession('admin');
    // A first visit puts the shell's chunk and translations in place: nothing the shell renders suspends.
    const first = renderApp('/');
    await screen.findByRole('heading', { name: /Hello/ });
    first.unmount();
    usePermissionsStatus.setState({ status: 'loading', error: '' });
    window.history.replaceState({}, '', '/');
    render(<App />);
    await screen.findByRole('status');

    usePermissionsStatus.getState().set('ready');
    // An update of the store renders at once, in a microtask of the same task, unless deferred.
    await Promise.resolve();
    expect(document.querySelector('.shell')).toBeNull();
    expect(await screen.findByRole('heading', { name: /Hello/ })).toBeInTheDocument();
  });
});
