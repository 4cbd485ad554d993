import { render, screen } from '../../../tests/support/dom';
import { App } from 'antd';
import { http, HttpResponse } from 'msw';
import { worker } from '../../mocks/test-worker';
import { useNewVersionNotice } from './use-new-version-notice';
import { afterNextPaint, mockedAnswerTo } from '../../../tests/support/waits';

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
    worker.use(http.get('*/version.json', () => HttpResponse.json({ buildId: 'build-1' })));
    const answered = mockedAnswerTo('/version.json');
    render(
      <App>
        <Probe buildId="build-1" />
      </App>,
    );
    // The deployed build id has reached the page and a frame has been drawn since: a notice would show.
    await answered;
    await afterNextPaint();
    expect(screen.queryByText('A new version is available')).not.toBeInTheDocument();
  });
});
