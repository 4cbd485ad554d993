import dayjs from 'dayjs';
import {
  HEALTH_ACTIVITY_COLLECTIONS as C,
  type HealthActivityRow,
  type LegacyActivityRow,
} from '../../src/features/health-activities/mock/seed';
import { db } from '../../src/mocks/db';
import { waitFor } from '../support/dom';
import { buttonIn, existingSession, fill, renderApp, screen, whenSettled, within } from './render-app';
import { confirmDialog } from './antd-actions';

/**
 * Health activities: the old list (one title and link per row, at most ten online) and the new activities
 * (texts per language, modes, schedule, draft -> published -> offline).
 */

type User = ReturnType<typeof renderApp>['user'];

async function open(path: string, heading: string) {
  await existingSession('operator');
  const view = renderApp(path);
  await screen.findByRole('heading', { name: heading, level: 1 });
  const table = await screen.findByRole('table');
  await whenSettled(table);
  await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1));
  return { ...view, table };
}

const rowWith = (table: HTMLElement, text: string) => within(table).getByText(text).closest('tr') as HTMLElement;

describe('content-recommend/health-activity (old list)', () => {
  it('creates an activity offline, puts it online as the tenth, and the mock refuses an eleventh', async () => {
    const { user, table } = await open('/content-recommend/health-activity', 'Health Activities');
    await user.click(buttonIn(document.body, 'New activity'));
    const drawer = await screen.findByRole('dialog', { name: 'New activity' });
    await fill(user, within(drawer).getByLabelText('Title'), 'Spring stretching week');
    await fill(user, within(drawer).getByLabelText('Link'), 'not a link');
    await fill(user, within(drawer).getByLabelText('Sort weight'), '200');
    await user.click(buttonIn(drawer, 'Save'));
    expect(await within(drawer).findByText('Enter a full http(s) address or a path starting with /')).toBeVisible();
    await fill(user, within(drawer).getByLabelText('Link'), '/activity/stretching');
    await user.click(buttonIn(drawer, 'Save'));
    expect(await screen.findByText('Created', { selector: '.ant-message *' })).toBeInTheDocument();
    await whenSettled(table, drawer);

    const created = db.find<LegacyActivityRow>(C.legacy, (row) => row.title === 'Spring stretching week')!;
    expect(created).toMatchObject({ language: 'en', link: '/activity/stretching', sort: 200, status: 'offline' });
    let row = rowWith(table, 'Spring stretching week');
    // The H5 path is shown as the app opens it: under the stage's H5 domain and /to-h5 prefix.
    expect(within(row).getByRole('link').getAttribute('href')).toMatch(/^https?:\/\/.+\/to-h5\/activity\/stretching$/);
    await user.click(within(row).getByRole('button', { name: 'Put online' }));
    expect(await screen.findByText('The activity is online', { selector: '.ant-message *' })).toBeInTheDocument();
    expect(db.byId<LegacyActivityRow>(C.legacy, created.id)!.status).toBe('online');

    await whenSettled(table);
    const offline = db.all<LegacyActivityRow>(C.legacy).find((item) => item.status === 'offline')!;
    await fill(user, within(screen.getByRole('form', { name: 'Filters' })).getByLabelText('Title'), offline.title);
    await user.click(buttonIn(screen.getByRole('form', { name: 'Filters' }), 'Search'));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    row = rowWith(table, offline.title);
    await user.click(within(row).getByRole('button', { name: 'Put online' }));
    expect(
      await screen.findByText('At most 10 activities can be online at once: take one offline first', {
        selector: '.ant-message *',
      }),
    ).toBeInTheDocument();
    expect(db.byId<LegacyActivityRow>(C.legacy, offline.id)!.status).toBe('offline');
  });

  it('takes an activity offline after the question, then deletes it', async () => {
    const { user, table } = await open('/content-recommend/health-activity', 'Health Activities');
    const first = db
      .all<LegacyActivityRow>(C.legacy)
      .filter((item) => item.status === 'online')
      .sort((a, b) => b.sort - a.sort)[0];
    const row = rowWith(table, first.title);
    expect(within(row).queryByRole('button', { name: 'Delete' })).toBeNull();
    await user.click(within(row).getByRole('button', { name: 'Take offline' }));
    const question = await confirmDialog('Sure to take this activity offline?');
    await user.click(buttonIn(question, 'Take offline'));
    expect(await screen.findByText('The activity is offline', { selector: '.ant-message *' })).toBeInTheDocument();
    const remove = await waitFor(() => within(rowWith(table, first.title)).getByRole('button', { name: 'Delete' }));
    await user.click(remove);
    const deletion = await confirmDialog('Sure to delete this activity?');
    await user.click(buttonIn(deletion, 'Delete'));
    expect(await screen.findByText('Deleted', { selector: '.ant-message *' })).toBeInTheDocument();
    expect(db.byId(C.legacy, first.id)).toBeUndefined();
  });
});

const TIME = 'YYYY-MM-DD HH:mm';

async function typeSchedule(user: User, drawer: HTMLElement, start: string, end: string) {
  for (const [placeholder, text] of [
    ['Start', start],
    ['End', end],
  ]) {
    await user.click(within(drawer).getByPlaceholderText(placeholder));
    await user.keyboard('{Control>}a{/Control}');
    await user.paste(text);
    await user.keyboard('{Enter}');
  }
}

async function langInput(user: User, drawer: HTMLElement, language: string, code: string, field: string) {
  await user.click(within(drawer).getByText(language, { selector: '.lang-fields__tab' }));
  return drawer.querySelector(`#form-drawer_texts_${code}_${field}`) as HTMLInputElement;
}

describe('content-recommend/health-activity-new', () => {
  it('creates a draft with texts in two languages, modes and a schedule, and publishes it', async () => {
    const { user, table } = await open('/content-recommend/health-activity-new', 'Health Activities (New)');
    await user.click(buttonIn(document.body, 'New activity'));
    const drawer = await screen.findByRole('dialog', { name: 'New activity' });
    await user.click(within(drawer).getByRole('checkbox', { name: 'Pregnancy' }));
    await user.click(within(drawer).getByRole('checkbox', { name: 'Preparing for pregnancy' }));
    const start = dayjs().add(1, 'day').hour(9).minute(0);
    await typeSchedule(user, drawer, start.format(TIME), start.add(14, 'day').format(TIME));
    await fill(user, await langInput(user, drawer, 'English', 'en', 'title'), 'Pelvic floor fortnight');
    await fill(user, await langInput(user, drawer, 'English', 'en', 'description'), 'Ten minutes a day, guided.');
    await fill(user, await langInput(user, drawer, 'English', 'en', 'link'), 'ftp://files.example.com/x');
    const arabic = await langInput(user, drawer, 'Arabic', 'ar', 'title');
    expect(arabic).toHaveAttribute('dir', 'rtl');
    await fill(user, arabic, 'أسبوعان لتقوية قاع الحوض');
    await fill(user, await langInput(user, drawer, 'Arabic', 'ar', 'description'), 'عشر دقائق يوميًا بإرشاد.');
    await user.click(buttonIn(drawer, 'Save'));
    // The mock checks every language's link and names the field; the form keeps what was typed.
    expect(
      await within(drawer).findAllByText('Enter a full http(s) address or a path starting with /'),
    ).not.toHaveLength(0);
    // The refusal is shown on the English link itself, and its tab is marked.
    await waitFor(() => expect(drawer.querySelector('.lang-fields__tab--error')).toHaveTextContent('English'));
    const link = await langInput(user, drawer, 'English', 'en', 'link');
    expect(link).toHaveAttribute('aria-invalid', 'true');
    expect(link).toHaveValue('ftp://files.example.com/x');
    await fill(user, link, '/activity/pelvic-floor');
    await user.click(buttonIn(drawer, 'Save'));
    expect(await screen.findByText('Created', { selector: '.ant-message *' })).toBeInTheDocument();
    await whenSettled(table, drawer);

    const created = db.find<HealthActivityRow>(
      C.activities,
      (row) => row.texts.en?.title === 'Pelvic floor fortnight',
    )!;
    expect(created).toMatchObject({ status: 'draft', modes: ['prePregnancy', 'pregnancy'], updatedBy: 'operator' });
    expect(created.texts.ar?.title).toBe('أسبوعان لتقوية قاع الحوض');
    expect(dayjs(created.startAt).format(TIME)).toBe(start.format(TIME));

    const row = rowWith(table, 'Pelvic floor fortnight');
    expect(within(row).getByText('Draft')).toBeInTheDocument();
    expect(within(row).getByText('Not started')).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Publish' }));
    const question = await confirmDialog('Publish this activity? The app shows it in its modes during its schedule.');
    await user.click(buttonIn(question, 'Publish'));
    expect(await screen.findByText('Published', { selector: '.ant-message *' })).toBeInTheDocument();
    expect(db.byId<HealthActivityRow>(C.activities, created.id)!.status).toBe('published');
    await whenSettled(table);
    // Published: no edit or delete until it is taken offline.
    await waitFor(() =>
      expect(within(rowWith(table, 'Pelvic floor fortnight')).queryByRole('button', { name: 'Edit' })).toBeNull(),
    );
    const published = rowWith(table, 'Pelvic floor fortnight');
    expect(within(published).getByRole('button', { name: 'Take offline' })).toBeInTheDocument();
  });

  it('refuses a schedule that ends before it starts, and publishing an activity whose schedule has ended', async () => {
    const { user, table } = await open('/content-recommend/health-activity-new', 'Health Activities (New)');
    await user.click(buttonIn(document.body, 'New activity'));
    const drawer = await screen.findByRole('dialog', { name: 'New activity' });
    await user.click(within(drawer).getByRole('checkbox', { name: 'Menstrual period' }));
    await user.click(buttonIn(drawer, 'Save'));
    expect(await within(drawer).findByText('Choose the start and the end')).toBeVisible();
    expect(within(drawer).getByText('At least one language must have both title and description.')).toBeVisible();
    await user.click(buttonIn(drawer, 'Cancel'));
    await user.click(buttonIn(await confirmDialog('Discard your changes?'), 'Discard'));
    await waitFor(() => expect(drawer).not.toBeInTheDocument());

    const ended = db
      .all<HealthActivityRow>(C.activities)
      .find((item) => item.status === 'offline' && Date.parse(item.endAt) < Date.now())!;
    await fill(
      user,
      within(screen.getByRole('form', { name: 'Filters' })).getByLabelText('Title'),
      ended.texts.en!.title!,
    );
    await user.click(buttonIn(screen.getByRole('form', { name: 'Filters' }), 'Search'));
    await waitFor(() => expect(within(table).getAllByText(ended.texts.en!.title!).length).toBeGreaterThan(0));
    await whenSettled(table);
    const row = within(table)
      .getAllByText(ended.texts.en!.title!)
      .map((cell) => cell.closest('tr') as HTMLElement)
      .find((tr) => within(tr).queryByText(String(ended.id)))!;
    await user.click(within(row).getByRole('button', { name: 'Publish' }));
    await user.click(
      buttonIn(
        await confirmDialog('Publish this activity? The app shows it in its modes during its schedule.'),
        'Publish',
      ),
    );
    expect(
      await screen.findByText("This activity's schedule has ended: change its schedule before publishing it", {
        selector: '.ant-message *',
      }),
    ).toBeInTheDocument();
    expect(db.byId<HealthActivityRow>(C.activities, ended.id)!.status).toBe('offline');
  });
});
