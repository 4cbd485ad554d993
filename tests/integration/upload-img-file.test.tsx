import { fireEvent, waitFor } from '../support/dom';
import { http, HttpResponse } from 'msw';
import { ROLE_IDS, type RoleRow } from '../../src/features/permissions/mock/permissions-seed';
import { COLLECTIONS } from '../../src/mocks/collections';
import { db } from '../../src/mocks/db';
import { worker } from '../../src/mocks/test-worker';

const UPLOAD_ACTION_ID = 230101;
import { existingSession, renderApp, screen, within } from './render-app';

const PNG_BYTES = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
);

function fileInput(): HTMLInputElement {
  return document.querySelector('input[type="file"]') as HTMLInputElement;
}

describe('version-manage/uploadImgFile', () => {
  it('lists the stored images with their URLs and uploads a new one', async () => {
    await existingSession('admin');
    const { user } = renderApp('/version-manage/uploadImgFile');
    const table = await screen.findByRole('table');
    expect(await within(table).findByText('spring-campaign-banner.svg')).toBeInTheDocument();
    expect(within(table).getAllByRole('button', { name: /copy/i }).length).toBeGreaterThan(0);

    await user.upload(fileInput(), new File([PNG_BYTES], 'week-20-banner.png', { type: 'image/png' }));
    expect(await screen.findByText('week-20-banner.png uploaded')).toBeInTheDocument();
    const row = (await within(table).findByText('week-20-banner.png')).closest('tr') as HTMLElement;
    // The long URL is cut to the column's width on screen; its preview loads from the stored file.
    expect(within(row).getByRole('img', { name: 'week-20-banner.png' })).toHaveAttribute(
      'src',
      expect.stringMatching(/\/mock-oss\/4\/week-20-banner\.png$/),
    );
  });

  it('refuses a file that is not an image before uploading it', async () => {
    await existingSession('admin');
    let uploads = 0;
    worker.events.on('request:start', ({ request }) => {
      if (request.method === 'POST' && request.url.includes('/oss/api/files')) uploads += 1;
    });
    renderApp('/version-manage/uploadImgFile');
    await screen.findByRole('table');
    fireEvent.change(fileInput(), { target: { files: [new File(['hello'], 'notes.txt', { type: 'text/plain' })] } });
    expect(await screen.findByText(/notes\.txt is not an image/)).toBeInTheDocument();
    expect(uploads).toBe(0);
    worker.events.removeAllListeners();
  });

  it('shows the server refusal and keeps the screen usable', async () => {
    await existingSession('admin');
    worker.use(
      http.post('*/services/oss/api/files', () =>
        HttpResponse.json({ code: 400, message: 'Storage quota exceeded' }, { status: 200 }),
      ),
    );
    const { user } = renderApp('/version-manage/uploadImgFile');
    await screen.findByRole('table');
    await user.upload(fileInput(), new File([PNG_BYTES], 'big.png', { type: 'image/png' }));
    expect(await screen.findByText('Storage quota exceeded')).toBeInTheDocument();
    expect(screen.queryByText('big.png uploaded')).not.toBeInTheDocument();
  });

  it('offers a retry when the list cannot be loaded', async () => {
    await existingSession('admin');
    worker.use(
      http.get('*/services/oss/api/files', () =>
        HttpResponse.json({ code: 500, message: 'Storage is down' }, { status: 500 }),
      ),
    );
    const { user } = renderApp('/version-manage/uploadImgFile');
    expect(await screen.findByText('The uploaded files could not be loaded')).toBeInTheDocument();
    worker.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('spring-campaign-banner.svg')).toBeInTheDocument();
  });

  it('hides the upload area from an account without the upload action', async () => {
    // The admin role loses the upload action (menu entry 230101) in the mock's data.
    const admin = db.byId<RoleRow>(COLLECTIONS.roles, ROLE_IDS.admin)!;
    db.update<RoleRow>(COLLECTIONS.roles, admin.id, { menuIds: admin.menuIds.filter((id) => id !== UPLOAD_ACTION_ID) });
    await existingSession('admin');
    renderApp('/version-manage/uploadImgFile');
    expect(
      await screen.findByText('You can see the uploaded files but your account cannot upload new ones.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(fileInput()).toBeNull());
  });
});
