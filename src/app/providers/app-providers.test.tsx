import { render, screen } from '../../../tests/support/dom';
import userEvent from '@testing-library/user-event';
import { Button, theme } from 'antd';
import { AppProviders } from './app-providers';
import { afterNextPaint } from '../../../tests/support/waits';

function MotionProbe() {
  const { token } = theme.useToken();
  return <output aria-label="motion">{String(token.motion)}</output>;
}

describe('AppProviders and reduced motion', () => {
  it('turns antd motion off when the system asks for reduced motion (the browser tests run so)', () => {
    // vite.config.ts sets the test browser's preference, as a user's system setting would.
    expect(window.matchMedia('(prefers-reduced-motion: reduce)').matches).toBe(true);
    render(
      <AppProviders>
        <MotionProbe />
      </AppProviders>,
    );
    expect(screen.getByRole('status', { name: 'motion' })).toHaveTextContent('false');
  });

  it('leaves out the click wave of buttons, which antd draws whatever its motion token says', async () => {
    render(
      <AppProviders>
        <Button type="primary">Save</Button>
      </AppProviders>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    // antd starts the wave in the frame after the click and renders it in its own root: drawn by the
    // frame after that, had it been started.
    await afterNextPaint();
    await afterNextPaint();
    expect(document.querySelector('.ant-wave')).toBeNull();
  });
});
