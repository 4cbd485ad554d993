import { waitFor } from '../support/dom';
import { http, HttpResponse } from 'msw';
import { worker } from '../../src/mocks/test-worker';
import { deferred } from '../support/promises';
import { afterNextPaint, mockedAnswerTo } from '../support/waits';
import { existingSession, renderApp, screen, within } from './render-app';

describe('leaving a screen while its list is loading', () => {
  it('cancels the list call, so its late failure shows nothing on the next screen', async () => {
    await existingSession('admin');
    const reached = deferred();
    const left = deferred();
    // The server answers only once the admin is on the next screen: however long the navigation takes,
    // the failure arrives late.
    worker.use(
      http.get('*/services/admin/api/admin/users', async () => {
        reached.resolve();
        await left.promise;
        return HttpResponse.json({ code: 500, message: 'Account store is down' }, { status: 500 });
      }),
    );
    const { user } = renderApp('/permissions-manage/account');
    await reached.promise;

    const nav = await screen.findByRole('menu', { name: 'Main navigation' });
    await user.click(within(nav).getByRole('menuitem', { name: /Home/ }));
    await screen.findByRole('heading', { name: /Hello/ });
    const answerReachedPage = mockedAnswerTo('/services/admin/api/admin/users');
    left.resolve();
    // The late answer has reached the page, and a frame has been drawn since: had the call not been
    // cancelled, its failure would show by now.
    await answerReachedPage;
    await afterNextPaint();
    expect(screen.queryByText('Account store is down')).not.toBeInTheDocument();
    await waitFor(() => expect(window.location.pathname).toBe('/'));
  });
});
