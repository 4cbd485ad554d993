import { waitFor } from '../support/dom';
import { callsTo, whenCallSent } from '../support/waits';
import { choose, GROUP, markOf, rowOf, unassigned } from './tagging-helpers';
import { existingSession, renderApp, screen, whenSettled, within } from './render-app';

/**
 * The console's own dialogs outside the kit's FormDrawer and FormDialog submit once, as those do (the kit's
 * useSingleSubmit): a second click that lands as the first click's call goes out (after the form's checks,
 * before the dialog has been drawn as busy) sends nothing. The calls are counted as the mock backend
 * receives them.
 */

describe('marking-content-manage/label-work-order: Assign to…', () => {
  it('assigns once when Assign is clicked again as the first click’s call goes out', async () => {
    await existingSession('moderator');
    const [task] = unassigned('ar');
    const assigns = callsTo('/tasks/assign');
    const { user } = renderApp(`${GROUP}/label-work-order?language=ar&assignee=none`);
    await screen.findByRole('heading', { name: 'Label Tasks', level: 1 });
    const table = await screen.findByRole('table');
    await user.click(within(await rowOf(table, task.id)).getByRole('button', { name: 'Assign to…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Assign 1 task' });
    await choose(user, dialog, 'Tagger', 'admin');
    const assign = within(dialog).getByRole('button', { name: 'Assign' });
    whenCallSent('/tasks/assign', () => assign.click());
    await user.click(assign);
    expect(await screen.findByText('Assigned: 1')).toBeInTheDocument();
    await waitFor(() => expect(markOf(task)?.assignee).toBe('admin'));
    // A second call would have gone out with the first, before its answer.
    expect(assigns()).toBe(1);
  });
});

describe('hot-content-operate/operation-bit-pool: Put in a position', () => {
  it('puts the post in once when the button is clicked again as the first click’s call goes out', async () => {
    await existingSession('operator');
    const assigns = callsTo('/assign');
    const { user } = renderApp('/hot-content-operate/operation-bit-pool');
    await screen.findByRole('heading', { name: 'Operation Position Pool', level: 1 });
    const table = await screen.findByRole('table');
    await whenSettled(table);
    const [, firstRow] = within(table).getAllByRole('row');
    const postId = within(firstRow)
      .getByText(/^Post \d+$/)
      .textContent!.replace('Post ', '');
    await user.click(within(firstRow).getByRole('button', { name: 'Put in a position' }));
    const dialog = await screen.findByRole('dialog', { name: `Put post ${postId} in a position` });
    await user.click(within(dialog).getByLabelText('Position'));
    await user.click(await screen.findByText(/^Position 8 · /, { selector: '.ant-select-item-option-content' }));
    const put = within(dialog).getByRole('button', { name: 'Put in a position' });
    whenCallSent('/assign', () => put.click());
    await user.click(put);
    expect(await screen.findByText(`Post ${postId} is in position 8`)).toBeInTheDocument();
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    // A second call would have gone out with the first, before its answer (and been refused).
    expect(assigns()).toBe(1);
  });
});
