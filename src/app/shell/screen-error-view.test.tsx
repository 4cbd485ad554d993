import { render, screen } from '../../../tests/support/dom';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ErrorBoundary } from '../../shared/components/error-boundary';
import { ScreenErrorView } from './screen-error-view';

function Thrower({ error }: { error: Error }): never {
  throw error;
}

function Harness({ error }: { error: Error }) {
  const [broken, setBroken] = useState(true);
  return (
    <ErrorBoundary
      fallback={(caught, reset) => (
        <ScreenErrorView
          error={caught}
          reset={() => {
            setBroken(false);
            reset();
          }}
        />
      )}
    >
      {broken ? <Thrower error={error} /> : <p>Screen is back</p>}
    </ErrorBoundary>
  );
}

describe('screen error boundary', () => {
  beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => vi.restoreAllMocks());

  it('offers a reload when a screen chunk could not be fetched', () => {
    render(<Harness error={new TypeError('Failed to fetch dynamically imported module: /assets/x.js')} />);
    expect(screen.getByText('This page could not be loaded')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });

  it('treats a failed stylesheet preload the same way', () => {
    render(<Harness error={new Error('Unable to preload CSS for /assets/screen.css')} />);
    expect(screen.getByText('This page could not be loaded')).toBeInTheDocument();
  });

  it('contains any other crash and lets the user try again', async () => {
    render(<Harness error={new Error('boom')} />);
    expect(screen.getByText('Something went wrong on this page')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByText('Screen is back')).toBeInTheDocument();
  });
});
