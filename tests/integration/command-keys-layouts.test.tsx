import { waitFor } from '../support/dom';
import { REVIEW_COLLECTIONS, type TaggingTaskRow } from '../../src/features/review/mock/seed';
import { TAGGING_COLLECTIONS, type MarkRow, type TagRow } from '../../src/features/tagging/mock/seed';
import { db } from '../../src/mocks/db';
import { setLanguage } from '../../src/shared/i18n/set-language';
import { existingSession, renderApp, screen, within } from './render-app';
import { openAudits, storedTask, taskPanel, waitingAudits } from './review-helpers';

/**
 * The single keys work whatever the keyboard layout or Caps Lock: a moderator typing Arabic presses the
 * physical J and P keys ('ت', 'ح'), one with Caps Lock on types 'J' and 'P'.
 */

/** A key press as the browser reports it: the character the layout typed and the physical key. */
function pressKey(key: string, code: string, shiftKey = false) {
  (document.activeElement as HTMLElement | null)?.blur();
  document.body.dispatchEvent(new KeyboardEvent('keydown', { key, code, shiftKey, bubbles: true, cancelable: true }));
}

describe('triage keys in any layout', () => {
  it('moves and decides with the Arabic layout’s J and P keys', async () => {
    const [first, second] = waitingAudits();
    await openAudits();
    await taskPanel(first.id);
    pressKey('ت', 'KeyJ');
    await taskPanel(second.id);
    pressKey('ح', 'KeyP');
    expect(await screen.findByText(`Task ${second.id} passed`)).toBeInTheDocument();
    expect(storedTask(second.id).status).toBe('manualPassed');
    expect(storedTask(first.id).status).toBe('notProcessed');
  });

  it('decides with Caps Lock on', async () => {
    const [first, second] = waitingAudits();
    await openAudits();
    await taskPanel(first.id);
    pressKey('J', 'KeyJ');
    await taskPanel(second.id);
    pressKey('P', 'KeyP');
    expect(await screen.findByText(`Task ${second.id} passed`)).toBeInTheDocument();
    expect(storedTask(second.id).status).toBe('manualPassed');
  });

  it('opens the keys with the Arabic question mark and with Shift and the slash key', async () => {
    const [first] = waitingAudits();
    await openAudits();
    await taskPanel(first.id);
    pressKey('؟', 'Slash', true);
    const help = await screen.findByRole('dialog', { name: 'Keyboard triage' });
    expect(within(help).getByRole('row', { name: /Next task/ })).toHaveTextContent('J');
    await within(help)
      .findByRole('button', { name: 'Close' })
      .then((close) => close.click());
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    pressKey('ظ', 'Slash', true);
    expect(await screen.findByRole('dialog', { name: 'Keyboard triage' })).toBeInTheDocument();
  });
});

const MARKING = '/marking-content-manage/marking';
const taskOfPost = (postId: number) =>
  db.find<TaggingTaskRow>(REVIEW_COLLECTIONS.taggingTasks, (row) => row.postId === postId)!;
const markOf = (taskId: number) => db.byId<MarkRow>(TAGGING_COLLECTIONS.marks, taskId);
const tagId = (en: string) => db.find<TagRow>(TAGGING_COLLECTIONS.tags, (row) => row.names.en === en)!.id;

async function currentPost(other?: number): Promise<number> {
  return waitFor(async () => {
    const region = await screen.findByRole('region', { name: /^Post \d+$/ });
    const postId = Number(region.getAttribute('aria-label')!.replace('Post ', ''));
    expect(postId).not.toBe(other);
    return postId;
  });
}

describe('tagging keys in any layout', () => {
  it('skips with the Arabic layout’s N key and saves with Caps Lock’s S', async () => {
    await existingSession('moderator');
    const { user } = renderApp(MARKING);
    const first = await currentPost();
    pressKey('ى', 'KeyN');
    const second = await currentPost(first);
    expect(markOf(taskOfPost(first).id)?.claimedBy ?? null).toBeNull();

    // The post's tags, chosen by hand; Caps Lock's 'S' saves them.
    const region = await screen.findByRole('region', { name: `Post ${second}` });
    await user.click(within(region).getByLabelText('Level-1 tag'));
    await user.click(await screen.findByText('Nutrition', { selector: '.ant-select-item-option-content' }));
    await user.click(within(region).getByLabelText('Level-2 tags'));
    await user.click(await screen.findByText('Recipes', { selector: '.ant-select-item-option-content' }));
    await user.click(within(region).getByRole('radio', { name: 'Good' }));
    pressKey('S', 'KeyS');
    expect(await screen.findByText(`Post ${second} tagged`)).toBeInTheDocument();
    expect(markOf(taskOfPost(second).id)).toMatchObject({
      level1Id: tagId('Nutrition'),
      level2Ids: [tagId('Recipes')],
      qualityId: tagId('Good'),
    });
  });

  it('lists its keys in the overlay ? opens', async () => {
    await existingSession('moderator');
    renderApp(MARKING);
    await currentPost();
    pressKey('؟', 'Slash', true);
    const help = await screen.findByRole('dialog', { name: 'Tagging keys' });
    expect(within(help).getByRole('row', { name: /Save and go to the next post/ })).toHaveTextContent('S');
    expect(within(help).getByRole('row', { name: /Skip the post/ })).toHaveTextContent('N');
    expect(within(help).getByRole('row', { name: /Open the images/ })).toHaveTextContent('O');
    expect(within(help).getByRole('row', { name: /Show these keys/ })).toHaveTextContent('?');
  });

  it('works in the Arabic console: ؟ lists the keys in Arabic, the Arabic layout’s S key reaches the save', async () => {
    await setLanguage('ar');
    await existingSession('moderator');
    const { user } = renderApp(MARKING);
    const region = await screen.findByRole('region', { name: /^المنشور \d+$/ });
    const postId = Number(region.getAttribute('aria-label')!.replace(/\D/g, ''));
    pressKey('؟', 'Slash', true);
    const help = await screen.findByRole('dialog', { name: 'مفاتيح الوسم' });
    expect(within(help).getByRole('row', { name: /حفظ والانتقال إلى المنشور التالي/ })).toHaveTextContent('S');
    await user.click(within(help).getByRole('button', { name: /إغلاق|Close/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Nothing chosen: the key reaches the save, which says what is missing.
    pressKey('س', 'KeyS');
    expect(await screen.findByText('اختر وسماً من المستوى الأول')).toBeInTheDocument();
    expect(markOf(taskOfPost(postId).id)?.taggedAt ?? null).toBeNull();
  });
});
