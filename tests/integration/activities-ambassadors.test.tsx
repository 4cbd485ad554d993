import { AMBASSADORS_COLLECTION as C, type AmbassadorRow } from '../../src/features/ambassadors/mock/seed';
import { APP_USER_COLLECTIONS, type AppUserRow } from '../../src/features/app-users/mock/seed';
import { db } from '../../src/mocks/db';
import { waitFor } from '../support/dom';
import { buttonIn, existingSession, fill, renderApp, screen, whenSettled, within } from './render-app';

/** Zone ambassadors: appoint an app user to a mode's zone (at most five active), edit, dismiss. */

const PATH = '/content-recommend/zone-ambassador';
type User = ReturnType<typeof renderApp>['user'];

async function open() {
  await existingSession('operator');
  const view = renderApp(PATH);
  await screen.findByRole('heading', { name: 'Zone Ambassadors', level: 1 });
  const table = await screen.findByRole('table');
  await whenSettled(table);
  await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1));
  return { ...view, table };
}

async function chooseZone(user: User, drawer: HTMLElement, zone: string) {
  await user.click(within(drawer).getByLabelText('Zone'));
  const options = await screen.findAllByText(zone, { selector: '.ant-select-item-option-content' });
  await user.click(options[options.length - 1]);
}

const activeIn = (zone: string) =>
  db.all<AmbassadorRow>(C).filter((row) => row.zone === zone && row.status === 'active');

describe('content-recommend/zone-ambassador', () => {
  it('appoints a user, refuses an unknown ID and a full zone, and dismisses after the question', async () => {
    const { user, table } = await open();
    const candidate = db
      .all<AppUserRow>(APP_USER_COLLECTIONS.users)
      .find((appUser) => !db.all<AmbassadorRow>(C).some((row) => row.userId === appUser.id))!;
    await user.click(buttonIn(document.body, 'Appoint ambassador'));
    const drawer = await screen.findByRole('dialog', { name: 'Appoint ambassador' });
    await fill(user, within(drawer).getByLabelText('User ID'), '9999999');
    await fill(user, within(drawer).getByLabelText('Introduction'), 'Answers questions about cycle apps.');
    await chooseZone(user, drawer, 'Menstrual period');
    await user.click(buttonIn(drawer, 'Save'));
    expect(await within(drawer).findByText('No app user has the ID 9999999')).toBeVisible();

    // The pregnancy zone is full.
    expect(activeIn('pregnancy')).toHaveLength(5);
    await fill(user, within(drawer).getByLabelText('User ID'), String(candidate.id));
    await chooseZone(user, drawer, 'Pregnancy');
    await user.click(buttonIn(drawer, 'Save'));
    expect(
      await within(drawer).findByText('This zone already has 5 active ambassadors: dismiss one first'),
    ).toBeVisible();

    await chooseZone(user, drawer, 'Menstrual period');
    await user.click(buttonIn(drawer, 'Save'));
    expect(await screen.findByText('Created', { selector: '.ant-message *' })).toBeInTheDocument();
    await whenSettled(table, drawer);
    const appointed = db.find<AmbassadorRow>(C, (row) => row.userId === candidate.id)!;
    expect(appointed).toMatchObject({
      zone: 'period',
      status: 'active',
      login: candidate.login,
      intro: 'Answers questions about cycle apps.',
      appointedBy: 'operator',
    });

    const row = await waitFor(() => within(table).getByText(`@${candidate.login}`).closest('tr')!);
    expect(row).toHaveTextContent(`${candidate.id} · @${candidate.login}`);
    await user.click(within(row as HTMLElement).getByRole('button', { name: 'Dismiss' }));
    const heading = await screen.findByText('Dismiss this ambassador? The badge leaves their profile at once.', {
      selector: '.ant-modal-confirm-title',
    });
    await user.click(buttonIn(heading.closest('.ant-modal') as HTMLElement, 'Dismiss'));
    expect(await screen.findByText('Ambassador dismissed', { selector: '.ant-message *' })).toBeInTheDocument();
    expect(db.byId<AmbassadorRow>(C, appointed.id)).toMatchObject({ status: 'dismissed', dismissedBy: 'operator' });
  });

  it('edits an introduction; user and zone stay as appointed', async () => {
    const { user, table } = await open();
    const ambassador = activeIn('pregnancy')[0];
    const row = within(table).getByText(`@${ambassador.login}`).closest('tr') as HTMLElement;
    expect(row).toHaveTextContent(`${ambassador.userId} · @${ambassador.login}`);
    await user.click(within(row).getByRole('button', { name: 'Edit' }));
    const drawer = await screen.findByRole('dialog', { name: `Edit ambassador ${ambassador.nickname}` });
    expect(within(drawer).getByLabelText('User ID')).toBeDisabled();
    await fill(user, within(drawer).getByLabelText('Introduction'), 'يجيب عن أسئلة الأسبوع الأخير.');
    await user.click(buttonIn(drawer, 'Save'));
    expect(await screen.findByText('Modified', { selector: '.ant-message *' })).toBeInTheDocument();
    expect(db.byId<AmbassadorRow>(C, ambassador.id)!.intro).toBe('يجيب عن أسئلة الأسبوع الأخير.');
    await whenSettled(table, drawer);
    expect(within(table).getByText('يجيب عن أسئلة الأسبوع الأخير.')).toHaveAttribute('dir', 'auto');
  });
});
