import { existingSession, renderApp, screen, within } from './render-app';

/** Each waiting task says how long it has waited, marked once past its queue's target (8 h for post audits). */

async function openQueue(query: string) {
  await existingSession('moderator');
  renderApp(`/content-review/work-order?type=audit${query}`);
  await screen.findByRole('heading', { name: 'Review Tasks', level: 1 });
  return screen.findByRole('region', { name: /^Task \d+$/ });
}

const waitedIn = (panel: HTMLElement) =>
  within(panel).getByText('Waiting', { selector: '.ant-descriptions-item-label' }).nextElementSibling!;

describe('waiting time', () => {
  it('marks the oldest task overdue, in the panel and the list', async () => {
    const panel = await openQueue('');
    expect(waitedIn(panel)).toHaveTextContent(/^Overdue: waiting \d+ d \d+ h \(target 8 h 0 min\)$/);
    const list = document.querySelector<HTMLElement>('.review-queue__list')!;
    expect((await within(list).findAllByText(/^Overdue: waiting/)).length).toBeGreaterThan(1);
  });

  it('shows a task within its target unmarked', async () => {
    const panel = await openQueue('&sort=createdAt,desc');
    expect(waitedIn(panel)).toHaveTextContent(/^Waiting \d+ min \(target 8 h 0 min\)$/);
    expect(waitedIn(panel).querySelector('.wait-time--overdue')).toBeNull();
  });
});
