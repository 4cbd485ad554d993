import { waitFor } from '../support/dom';
import { REVIEW_COLLECTIONS, type TaggingTaskRow } from '../../src/features/review/mock/seed';
import { writeMark } from '../../src/features/tagging/mock/handlers';
import { TAGGING_COLLECTIONS, type MarkRow } from '../../src/features/tagging/mock/seed';
import { db } from '../../src/mocks/db';
import { existingSession, renderApp, screen, within } from './render-app';

/** The tagging queues show how many posts wait beside them in the side menu, as the review queues do. */

const markOf = (task: TaggingTaskRow) => db.byId<MarkRow>(TAGGING_COLLECTIONS.marks, task.id);
const waitingTasks = () =>
  db.all<TaggingTaskRow>(REVIEW_COLLECTIONS.taggingTasks).filter((task) => !markOf(task)?.taggedAt);

describe('tagging waiting counts', () => {
  it('counts the waiting posts beside the lists, and beside the workbench those it could give the tagger', async () => {
    const waiting = waitingTasks();
    // One waiting post assigned to another tagger: the lists count it, the moderator's workbench does not.
    writeMark(waiting[0], { assignee: 'admin', claimedBy: null, claimedUntil: null });
    const forMe = waitingTasks().filter((task) => {
      const mark = markOf(task);
      const heldByOther =
        mark?.claimedBy && mark.claimedBy !== 'moderator' && Date.parse(mark.claimedUntil!) > Date.now();
      return !heldByOther && (!mark?.assignee || mark.assignee === 'moderator');
    }).length;

    await existingSession('moderator');
    renderApp('/marking-content-manage/new-marking');
    const nav = await screen.findByRole('menu', { name: 'Main navigation' });
    const entry = (name: string) => within(nav).getByRole('menuitem', { name: new RegExp(`^${name}`) });
    await waitFor(() => expect(entry('New Posts to Tag')).toHaveTextContent(`New Posts to Tag${waiting.length}`));
    expect(entry('Label Tasks')).toHaveTextContent(`Label Tasks${waiting.length}`);
    expect(entry('Tagging')).toHaveTextContent(`Tagging${forMe}`);
    expect(forMe).toBeLessThan(waiting.length);
  });
});
