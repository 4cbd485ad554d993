import { waitFor } from '../support/dom';
import { http, HttpResponse } from 'msw';
import { worker } from '../../src/mocks/test-worker';
import { useSessionStore } from '../../src/shared/stores/session-store';
import { buttonIn, existingSession, renderApp, screen, within } from './render-app';
import { unhandledRejectionsReported, watchUnhandledRejections } from '../support/promises';

describe('failures that are not refused calls still say so', () => {
  it('says so when the export cannot write the workbook', async () => {
    const rejections = watchUnhandledRejections();
    // A word longer than a cell can hold (32,767 characters): the xlsx writer throws.
    worker.use(
      http.get('*/services/community/api/words/taboo', ({ request }) => {
        if (new URL(request.url).searchParams.get('export') !== 'true') return undefined;
        const record = { id: 1, word: 'x'.repeat(40_000), createdBy: 'admin', createdDate: '2024-05-01T08:00:00Z' };
        return HttpResponse.json({
          code: 200,
          message: 'OK',
          data: { records: [record], total: 1, current: 1, size: 500 },
        });
      }),
    );
    await existingSession('admin');
    const { user } = renderApp('/user-manage/system-taboo');
    const table = await screen.findByRole('table');
    await within(table).findByText('gambling');
    await user.click(screen.getByRole('button', { name: /Export to Excel/ }));
    expect(await screen.findByText('The export failed. Try again.')).toBeInTheDocument();
    await unhandledRejectionsReported();
    expect(rejections).toEqual([]);
  });

  it('says so when resetting the demo data fails, and keeps the session', async () => {
    const rejections = watchUnhandledRejections();
    worker.use(
      http.post('*/services/mock/api/reset', () => HttpResponse.json({ code: 500, message: 'Internal error' })),
    );
    await existingSession('admin');
    const { user } = renderApp('/');
    await user.click(await screen.findByRole('button', { name: /\(user menu\)$/ }));
    await user.click(await screen.findByText('Reset demo data'));
    const title = await screen.findByText('Reset the demo data?', { selector: '.ant-modal-confirm-title' });
    await user.click(buttonIn(title.closest('.ant-modal') as HTMLElement, 'Reset'));
    expect(await screen.findByText('The demo data could not be reset. Try again.')).toBeInTheDocument();
    await unhandledRejectionsReported();
    expect(rejections).toEqual([]);
    await waitFor(() => expect(useSessionStore.getState().token).not.toBe(''));
  });
});
