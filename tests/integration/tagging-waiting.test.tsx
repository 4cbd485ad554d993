import { existingSession, renderApp, screen, within } from './render-app';

/** Posts waiting for tags say how long they have waited, marked once past the target (24 h). */

describe('tagging waiting time', () => {
  it('marks the oldest waiting posts overdue in Label Tasks', async () => {
    await existingSession('moderator');
    renderApp('/marking-content-manage/label-work-order');
    await screen.findByRole('heading', { name: 'Label Tasks', level: 1 });
    expect((await screen.findAllByText(/^Overdue: waiting \d+ d \d+ h$/)).length).toBeGreaterThan(1);
  });

  it('shows the newest posts in New Posts to Tag within the target, unmarked', async () => {
    await existingSession('moderator');
    renderApp('/marking-content-manage/new-marking');
    await screen.findByRole('heading', { name: 'New Posts to Tag', level: 1 });
    const [newest] = await screen.findAllByText(/^Waiting \d+ (min|h \d+ min)$/);
    expect(newest.closest('.wait-time--overdue')).toBeNull();
  });

  it('shows the post’s waiting time and target in the workbench', async () => {
    await existingSession('moderator');
    renderApp('/marking-content-manage/marking');
    const region = await screen.findByRole('region', { name: /^Post \d+$/ });
    const label = within(region).getByText('Waiting', { selector: '.ant-descriptions-item-label' });
    expect(label.nextElementSibling).toHaveTextContent(/waiting .* \(target 1 d 0 h\)$/);
  });
});
