import { fireEvent, waitFor } from '../support/dom';
import { promotionApi } from '../../src/features/message-promotions/api';
import { PROMOTION_COLLECTION, type PromotionRow } from '../../src/features/message-promotions/mock/seed';
import { db } from '../../src/mocks/db';
import { buttonIn, existingSession, fill, renderApp, screen, whenSettled, within } from './render-app';
import { drawerTitled, refusalOf, success } from './antd-actions';
import { captureDownloads, sheetRows, workbookFile } from '../support/workbooks';

type User = ReturnType<typeof renderApp>['user'];

const SCREEN = '/content-recommend/message-promotion';
const promotions = () => db.all<PromotionRow>(PROMOTION_COLLECTION);

async function openScreen(account: 'admin' | 'operator' = 'admin') {
  await existingSession(account);
  const view = renderApp(SCREEN);
  const table = await screen.findByRole('table', {}, { timeout: 10_000 });
  await within(table).findByText('Folic acid reminder', {}, { timeout: 10_000 });
  await whenSettled(table);
  return { ...view, table };
}

async function langInput(user: User, drawer: HTMLElement, language: string, field: string) {
  await user.click(within(drawer).getByText(language, { selector: '.lang-fields__tab' }));
  const code = { English: 'en', Arabic: 'ar', French: 'fr', Malay: 'ms', Indonesian: 'ind', Chinese: 'zh' }[language];
  return drawer.querySelector(`#form-drawer_texts_${code}_${field}`) as HTMLInputElement;
}

async function typeSendAt(user: User, drawer: HTMLElement, text: string) {
  await user.click(within(drawer).getByPlaceholderText('Sending time'));
  await user.keyboard('{Control>}a{/Control}');
  await user.paste(text);
  await user.keyboard('{Enter}');
}

const rowOf = (table: HTMLElement, text: string) => within(table).getByText(text).closest('tr') as HTMLElement;

describe('content-recommend/message-promotion', () => {
  it('creates a promotion, imports its target users from Excel, then confirms the audience with a reason', async () => {
    const downloads = captureDownloads();
    const { user, table } = await openScreen('operator');
    await user.click(buttonIn(document.body, 'New promotion'));
    const drawer = await drawerTitled('New promotion');

    // A time already past is refused by the form, as by the server.
    await typeSendAt(user, drawer, '2020-01-01 09:00');
    await fill(user, await langInput(user, drawer, 'English', 'title'), 'Week 12 scan guide');
    await fill(user, await langInput(user, drawer, 'English', 'content'), 'What the nuchal scan checks and when.');
    await user.click(buttonIn(drawer, 'Save'));
    expect(await within(drawer).findByText('The sending time must be in the future')).toBeInTheDocument();
    await typeSendAt(user, drawer, '2099-03-01 09:30');
    await fill(user, await langInput(user, drawer, 'Arabic', 'title'), 'دليل فحص الأسبوع 12');
    await fill(user, await langInput(user, drawer, 'Arabic', 'content'), 'ما الذي يفحصه فحص الشفافية القفوية ومتى.');
    await user.click(buttonIn(drawer, 'Save'));
    expect(await success('Created')).toBeInTheDocument();
    await whenSettled(table, drawer);
    const row = await within(table)
      .findByText('Week 12 scan guide')
      .then((cell) => cell.closest('tr')!);
    expect(within(row).getByText('2099-03-01 09:30')).toBeInTheDocument();
    expect(within(row).getByText('To be confirmed')).toBeInTheDocument();
    expect(within(row).getByText('None yet')).toBeInTheDocument();
    // Never sent to nobody: confirming waits for target users, and the mock refuses it too.
    expect(within(row).getByRole('button', { name: 'Confirm sending' })).toHaveAttribute('aria-disabled', 'true');
    expect(within(row).getByRole('button', { name: 'Confirm sending' })).toHaveAccessibleDescription(
      'Import its target users first: a promotion is never sent to nobody',
    );
    const draft = promotions().find((promotion) => promotion.texts.en?.title === 'Week 12 scan guide')!;
    expect((await refusalOf(promotionApi.confirm(draft.id, 'Scan week'))).message).toBe(
      'This promotion has no target users: import them before confirming its sending',
    );

    await user.click(buttonIn(row, 'Target users'));
    const targets = await drawerTitled('Target users: Week 12 scan guide');
    expect(await within(targets).findByText('Target users: 0')).toBeInTheDocument();
    await user.click(buttonIn(targets, 'Import target users'));
    const dialog = (await screen.findByText('Import target users', { selector: '.ant-modal-title' })).closest(
      '.ant-modal',
    ) as HTMLElement;
    await user.click(within(dialog).getByRole('button', { name: /Download template/ }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(await sheetRows(downloads[0])).toEqual([['User login'], ['lina_wu']]);

    const file = workbookFile(
      [['User login'], ['lina_wu'], ['omar_k'], ['nobody_here'], ['LINA_WU'], ['bad login']],
      'targets.xlsx',
    );
    fireEvent.change(dialog.querySelector('input[type="file"]') as HTMLInputElement, { target: { files: [file] } });
    expect(await within(dialog).findByText(/5 rows read, 3 ready to import, 2 with problems/)).toBeInTheDocument();
    await user.click(buttonIn(dialog, 'Import 3 rows'));
    expect(
      await within(dialog).findByText('targets.xlsx: 2 rows imported, 3 not imported (see the problems below).'),
    ).toBeInTheDocument();
    const problems = within(dialog).getByRole('list', { name: 'Problems found' });
    expect(Array.from(problems.querySelectorAll('li'), (item) => item.textContent)).toEqual([
      'Row 4, User login: No app user has this login',
      'Row 5, User login: Repeats row 2',
      'Row 6, User login: Not in the expected format',
    ]);
    expect(await success('Target users added: 2 (now 2)')).toBeInTheDocument();
    await user.click(buttonIn(dialog.querySelector('.ant-modal-footer') as HTMLElement, 'Close'));
    expect(await within(targets).findByText('Target users: 2')).toBeInTheDocument();
    expect(within(targets).getByText('lina_wu')).toBeInTheDocument();
    expect(promotions().find((promotion) => promotion.texts.en?.title === 'Week 12 scan guide')?.targets).toEqual([
      'lina_wu',
      'omar_k',
    ]);
    await user.click(within(targets).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(within(rowOf(table, 'Week 12 scan guide')).getByText('2')).toBeInTheDocument());

    await user.click(buttonIn(rowOf(table, 'Week 12 scan guide'), 'Confirm sending'));
    const confirm = (
      await screen.findByText('Send this message to its target users?', { selector: '.ant-modal-title' })
    ).closest('.ant-modal') as HTMLElement;
    expect(within(confirm).getByText('It goes to 2 target users at 2099-03-01 09:30.')).toBeInTheDocument();
    await user.click(buttonIn(confirm, 'Confirm sending'));
    expect(await within(confirm).findByText('Please give a reason')).toBeInTheDocument();
    await fill(user, within(confirm).getByLabelText('Reason'), 'Week 12 cohort');
    await user.click(buttonIn(confirm, 'Confirm sending'));
    expect(await success('Sending confirmed')).toBeInTheDocument();
    await waitFor(() => expect(within(rowOf(table, 'Week 12 scan guide')).getByText('To be sent')).toBeInTheDocument());
    expect(promotions().find((promotion) => promotion.id === draft.id)?.history).toEqual([
      expect.objectContaining({ action: 'confirm', reason: 'Week 12 cohort', audience: 2, by: 'operator' }),
    ]);
    await user.click(buttonIn(rowOf(table, 'Week 12 scan guide'), 'History'));
    const history = (
      await screen.findByText('History of Week 12 scan guide', { selector: '.ant-modal-title' })
    ).closest('.ant-modal') as HTMLElement;
    expect(within(history).getByText('Sending confirmed for 2 users')).toBeInTheDocument();
    expect(within(history).getByText('Week 12 cohort')).toHaveAttribute('dir', 'auto');
  });

  it('keeps a sent promotion as it went out: no import, no edit, and the mock refuses changes', async () => {
    const { user, table } = await openScreen();
    const sentRow = rowOf(table, 'Week 20: halfway there');
    expect(within(sentRow).getByText('Sent')).toBeInTheDocument();
    expect(within(sentRow).queryByRole('button', { name: 'Edit' })).toBeNull();
    await user.click(buttonIn(sentRow, 'Target users'));
    const targets = await drawerTitled('Target users: Week 20: halfway there');
    expect(
      await within(targets).findByText('The target users can change only while the promotion is to be sent.'),
    ).toBeInTheDocument();
    expect(within(targets).queryByRole('button', { name: /Import target users/ })).toBeNull();
    expect(await within(targets).findByText('Target users: 60')).toBeInTheDocument();

    const sent = promotions().find((promotion) => promotion.texts.en?.title === 'Week 20: halfway there')!;
    const refused = await refusalOf(promotionApi.importTargets(sent.id, ['lina_wu']));
    expect(refused.message).toBe('This promotion has been sent and can no longer be changed');
    expect(promotions().find((promotion) => promotion.id === sent.id)?.targets).toHaveLength(60);
  });

  it('clears a promotion’s target users, then deletes it', async () => {
    await existingSession('admin');
    const folic = promotions().find((promotion) => promotion.texts.en?.title === 'Folic acid reminder')!;
    expect(folic.targets.length).toBeGreaterThan(0);
    await promotionApi.clearTargets(folic.id);
    expect(await promotionApi.targets(folic.id)).toEqual([]);
    const drafts = await promotionApi.page({ current: 1, size: 50, status: 'draft' });
    expect(drafts.records.map((promotion) => promotion.id)).toContain(folic.id);
    await promotionApi.remove(folic.id);
    expect(promotions().some((promotion) => promotion.id === folic.id)).toBe(false);
  });

  it('cancels a promotion with a reason; an account without the grant is refused at the mock', async () => {
    const { user, table } = await openScreen();
    await user.click(buttonIn(rowOf(table, 'Folic acid reminder'), 'Cancel sending'));
    const confirm = (
      await screen.findByText('Sure to cancel this promotion? It will not be sent.', {
        selector: '.ant-modal-title',
      })
    ).closest('.ant-modal') as HTMLElement;
    await fill(user, within(confirm).getByLabelText('Reason'), 'Sent as a push instead');
    await user.click(buttonIn(confirm, 'Cancel sending'));
    await waitFor(() => expect(within(rowOf(table, 'Folic acid reminder')).getByText('Cancelled')).toBeInTheDocument());

    await existingSession('moderator');
    const error = await refusalOf(promotionApi.clearTargets(1));
    expect(error.code).toBe(403);
    expect(error.message).toBe(`Your account may not do this: ${SCREEN}:clear`);
  });
});
