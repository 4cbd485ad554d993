import { render, screen } from '../../../tests/support/dom';
import { App } from 'antd';
import { http, HttpResponse } from 'msw';
import { worker } from '../../mocks/test-worker';
import { useNewVersionNotice } from './use-new-version-notice';

function Probe({ buildId }: { buildId: string }) {
  useNewVersionNotice(buildId, true);
  return null;
}

const deployed = (buildId: string) => worker.use(http.get('*/version.json', () => HttpResponse.json({ buildId })));

describe('new version notice', () => {
  it('offers a reload when a newer build is deployed', async () => {
    deployed('build-2');
    render(
      <App>
        <Probe buildId="build-1" />
      </App>,
    );
    expect(await screen.findByText('A new version is available')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });

  it('stays quiet while the running build is the deployed one', async () => {
    let checked = false;
    worker.use(
      http.get('*/version.json', () => {
        checked = true;
        return HttpResponse.json({ buildId: 'build-1' });
      }),
    );
    render(
      <App>
        <Probe buildId="build-1" />
      </App>,
    );
    await vi.waitFor(() => expect(checked).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('A new version is available')).not.toBeInTheDocument();
  });
});
