import { waitFor } from '../support/dom';
import { faqApi } from '../../src/features/health-faq/api';
import { FAQ_COLLECTION, type FaqRow } from '../../src/features/health-faq/mock/seed';
import { symptomApi } from '../../src/features/symptoms/api';
import { SYMPTOM_COLLECTION, type SymptomRow } from '../../src/features/symptoms/mock/seed';
import { db } from '../../src/mocks/db';
import {
  buttonIn,
  existingSession,
  fill,
  renderApp,
  screen,
  whenSettled,
  within,
  type AccountName,
} from './render-app';
import { confirmDialog, drawerTitled, refusalOf, success } from './antd-actions';

type User = ReturnType<typeof renderApp>['user'];

const SYMPTOMS = '/content-recommend/symptoms-manager';
const FAQ = '/content-recommend/health-faq';
const symptoms = () => db.all<SymptomRow>(SYMPTOM_COLLECTION);
const questions = () => db.all<FaqRow>(FAQ_COLLECTION);

async function openScreen(account: AccountName, path: string, firstRow: string) {
  await existingSession(account);
  const view = renderApp(path);
  // The file's first visit loads the screen's modules: slow on a loaded machine.
  const table = await screen.findByRole('table', {}, { timeout: 10_000 });
  await within(table).findByText(firstRow, {}, { timeout: 10_000 });
  await whenSettled(table);
  return { ...view, table };
}

async function chooseMode(user: User, drawer: HTMLElement, mode: string) {
  await user.click(within(drawer).getByLabelText('Mode'));
  const options = await screen.findAllByText(mode, { selector: '.ant-select-item-option-content' });
  await user.click(options[options.length - 1]);
}

/** One language's input of a per-language field: its tab is clicked first, as a user would. */
async function langInput(user: User, drawer: HTMLElement, name: string, language: string, field: string) {
  await user.click(within(drawer).getByText(language, { selector: '.lang-fields__tab' }));
  const code = { English: 'en', Arabic: 'ar', French: 'fr', Malay: 'ms', Indonesian: 'ind', Chinese: 'zh' }[language];
  return drawer.querySelector(`#form-drawer_${name}_${code}_${field}`) as HTMLInputElement;
}

const rowOf = (table: HTMLElement, text: string) => within(table).getByText(text).closest('tr') as HTMLElement;

describe('content-recommend/symptoms-manager', () => {
  it('adds a symptom named in two languages to a mode, and deletes a disabled one after confirmation', async () => {
    const { user, table } = await openScreen('operator', `${SYMPTOMS}?mode=pregnancy`, 'Morning sickness');
    expect(within(table).queryByText('Cramps')).not.toBeInTheDocument();

    await user.click(buttonIn(document.body, 'New symptom'));
    const drawer = await drawerTitled('New symptom');
    await user.click(buttonIn(drawer, 'Save'));
    expect(await within(drawer).findByText('Choose the mode')).toBeInTheDocument();
    expect(within(drawer).getByText('At least one language must have both title and description.')).toBeInTheDocument();

    await chooseMode(user, drawer, 'Pregnancy');
    await fill(user, within(drawer).getByLabelText('Weight'), '500');
    await fill(user, await langInput(user, drawer, 'names', 'English', 'name'), 'Nosebleeds');
    const arabic = await langInput(user, drawer, 'names', 'Arabic', 'name');
    expect(arabic).toHaveAttribute('dir', 'rtl');
    await fill(user, arabic, 'نزيف الأنف');
    await user.click(buttonIn(drawer, 'Save'));
    expect(await success('Created')).toBeInTheDocument();
    await whenSettled(table, drawer);
    // The heaviest first.
    await waitFor(() => expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Nosebleeds'));
    expect(within(rowOf(table, 'Nosebleeds')).getByText('Arabic')).toBeInTheDocument();
    expect(symptoms().find((row) => row.names.en?.name === 'Nosebleeds')).toMatchObject({
      mode: 'pregnancy',
      weight: 500,
      enabled: true,
      updatedBy: 'operator',
      names: { en: { name: 'Nosebleeds' }, ar: { name: 'نزيف الأنف' } },
    });

    // Only a disabled symptom offers Delete: disable it first (confirmed), then delete it (confirmed).
    expect(within(rowOf(table, 'Nosebleeds')).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    await user.click(buttonIn(rowOf(table, 'Nosebleeds'), 'Disable'));
    await user.click(
      buttonIn(await confirmDialog('Sure to disable this symptom? Users can no longer log it.'), 'Disable'),
    );
    await waitFor(() => expect(within(rowOf(table, 'Nosebleeds')).getByText('Disabled')).toBeInTheDocument());
    await user.click(buttonIn(rowOf(table, 'Nosebleeds'), 'Delete'));
    await user.click(buttonIn(await confirmDialog('Sure to delete this symptom?'), 'Delete'));
    expect(await success('Deleted')).toBeInTheDocument();
    await waitFor(() => expect(within(table).queryByText('Nosebleeds')).not.toBeInTheDocument());
    expect(symptoms().some((row) => row.names.en?.name === 'Nosebleeds')).toBe(false);
  });

  it('refuses a name another symptom of the mode has, keeping what was typed', async () => {
    const { user, table } = await openScreen('admin', `${SYMPTOMS}?mode=period`, 'Cramps');
    await user.click(buttonIn(document.body, 'New symptom'));
    const drawer = await drawerTitled('New symptom');
    await chooseMode(user, drawer, 'Menstrual period');
    const english = await langInput(user, drawer, 'names', 'English', 'name');
    await fill(user, english, ' back  PAIN');
    await fill(user, await langInput(user, drawer, 'names', 'Chinese', 'name'), '背痛');
    const before = symptoms().length;
    await user.click(buttonIn(drawer, 'Save'));
    expect(
      await within(drawer).findAllByText('Another symptom of this mode already has this name in: English'),
    ).not.toHaveLength(0);
    expect(english).toHaveValue(' back  PAIN');
    expect(symptoms()).toHaveLength(before);
    expect(within(table).getAllByText('Back pain')).toHaveLength(1);
  });

  it('is not for an account without the grant, on the screen and at the mock', async () => {
    await existingSession('moderator');
    renderApp(SYMPTOMS);
    expect(await screen.findByText('No permission')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/no-auth');
    const error = await refusalOf(
      symptomApi.create({ mode: 'period', weight: 1, names: { en: { name: 'Dizziness' } } }),
    );
    expect(error.code).toBe(403);
    expect(error.message).toBe(`Your account may not do this: ${SYMPTOMS}:create`);
  });
});

describe('content-recommend/health-faq', () => {
  it('writes a question delisted in two languages, lists it, and offers Delete only when delisted', async () => {
    const { user, table } = await openScreen('operator', `${FAQ}?mode=prePregnancy`, 'When am I most fertile?');
    await user.click(buttonIn(document.body, 'New question'));
    const drawer = await drawerTitled('New question');
    await chooseMode(user, drawer, 'Preparing for pregnancy');
    await fill(user, await langInput(user, drawer, 'texts', 'English', 'question'), 'Does stress affect ovulation?');
    await fill(user, await langInput(user, drawer, 'texts', 'English', 'answer'), 'Yes, it can delay it.');
    await fill(
      user,
      await langInput(user, drawer, 'texts', 'French', 'question'),
      'Le stress retarde-t-il l’ovulation ?',
    );
    await fill(user, await langInput(user, drawer, 'texts', 'French', 'answer'), 'Oui, il peut la retarder.');
    await user.click(buttonIn(drawer, 'Save'));
    expect(await success('Created')).toBeInTheDocument();
    await whenSettled(table, drawer);
    const row = await within(table)
      .findByText('Does stress affect ovulation?')
      .then((cell) => cell.closest('tr')!);
    expect(within(row).getByText('Delisted')).toBeInTheDocument();
    expect(within(row).getByText('French')).toBeInTheDocument();

    await user.click(buttonIn(row, 'List'));
    expect(await success('Published')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(rowOf(table, 'Does stress affect ovulation?')).getByText('Listed')).toBeInTheDocument(),
    );
    expect(within(rowOf(table, 'Does stress affect ovulation?')).queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(questions().find((faq) => faq.texts.en?.question === 'Does stress affect ovulation?')?.status).toBe(
      'listed',
    );

    await user.click(buttonIn(rowOf(table, 'Does stress affect ovulation?'), 'Delist'));
    await user.click(
      buttonIn(await confirmDialog('Sure to delist this question? The app stops showing it.'), 'Delist'),
    );
    await waitFor(() =>
      expect(within(rowOf(table, 'Does stress affect ovulation?')).getByText('Delisted')).toBeInTheDocument(),
    );
    await user.click(buttonIn(rowOf(table, 'Does stress affect ovulation?'), 'Delete'));
    await user.click(buttonIn(await confirmDialog('Sure to delete this question?'), 'Delete'));
    await waitFor(() => expect(within(table).queryByText('Does stress affect ovulation?')).not.toBeInTheDocument());
  });

  it('refuses a language with a question but no answer, and deleting a listed question at the mock', async () => {
    const { user } = await openScreen('admin', `${FAQ}?mode=pregnancy`, 'Is coffee safe in pregnancy?');
    await user.click(buttonIn(document.body, 'New question'));
    const drawer = await drawerTitled('New question');
    await chooseMode(user, drawer, 'Pregnancy');
    await fill(user, await langInput(user, drawer, 'texts', 'English', 'question'), 'Can I dye my hair?');
    await fill(user, await langInput(user, drawer, 'texts', 'English', 'answer'), 'Wait until the second trimester.');
    await fill(user, await langInput(user, drawer, 'texts', 'Chinese', 'question'), '孕期可以染发吗？');
    const before = questions().length;
    await user.click(buttonIn(drawer, 'Save'));
    expect(
      await within(drawer).findAllByText('Each language needs both the question and the answer, or neither: Chinese'),
    ).not.toHaveLength(0);
    expect(questions()).toHaveLength(before);

    const listed = questions().find((faq) => faq.status === 'listed')!;
    const error = await refusalOf(faqApi.remove(listed.id));
    expect(error.message).toBe('Delist the question before deleting it');
    expect(questions().some((faq) => faq.id === listed.id)).toBe(true);
  });
});
