import { render, screen } from '../../../tests/support/dom';
import { App } from 'antd';
import { http, HttpResponse } from 'msw';
import { worker } from '../../mocks/test-worker';
import { useLockState } from '../../shared/stores/idle-lock-store';
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

  it('asks nothing while the console is locked, and asks when the tab comes back once unlocked', async () => {
    deployed('build-2');
    const asked: string[] = [];
    worker.events.on('request:start', ({ request }) => void asked.push(new URL(request.url).pathname));
    useLockState.setState({ locked: true });
    try {
      render(
        <App>
          <Probe buildId="build-1" />
        </App>,
      );
      // The check runs in the effect after the first frame: by the next frame it would have asked.
      await afterNextPaint();
      document.dispatchEvent(new Event('visibilitychange'));
      await afterNextPaint();
      expect(asked).not.toContain('/version.json');
    } finally {
      useLockState.setState({ locked: false });
    }
    document.dispatchEvent(new Event('visibilitychange'));
    expect(await screen.findByText('A new version is available')).toBeInTheDocument();
  });
});
