import { render, screen } from '../../../tests/support/dom';
import { isLoadingHeld } from '../hooks/use-loading-hold';
import { FullScreenLoading } from './full-screen-loading';
import { LoadingPlaceholder } from './loading-placeholder';

describe('the loading mark', () => {
  it('is held while a loading view is on show, and released when the last one goes', async () => {
    expect(isLoadingHeld()).toBe(false);
    const view = render(
      <>
        <FullScreenLoading inline />
        <LoadingPlaceholder className="dashboard__chart-loading" />
      </>,
    );
    await screen.findByRole('status');
    expect(isLoadingHeld()).toBe(true);

    // The screen's chunk arrives first: the chart's code is still loading.
    view.rerender(<LoadingPlaceholder className="dashboard__chart-loading" />);
    expect(screen.queryByRole('status')).toBeNull();
    expect(isLoadingHeld()).toBe(true);

    view.unmount();
    expect(isLoadingHeld()).toBe(false);
  });
});
