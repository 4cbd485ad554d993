import { waitFor } from '../support/dom';
import { POSTS_COLLECTION, type PostRow } from '../../src/features/posts/mock/seed';
import { isHot } from '../../src/features/posts/rules';
import { pushApi } from '../../src/features/push/api';
import { PUSH_COLLECTIONS, type PushAuditRow, type PushRow } from '../../src/features/push/mock/seed';
import { estimateAudience, pushStatusOf } from '../../src/features/push/rules';
import { db } from '../../src/mocks/db';
import { buttonIn, fill, whenSettled, within } from './render-app';
import { choose, drawerTitled, refusalOf, success, typeWindow } from './antd-actions';
import {
  appAudience,
  number,
  openScreen,
  pushes,
  reasonDialog,
  rowOf,
  validInput,
  writeLanguage,
} from './push-helpers';

describe('push-manage', () => {
  it('creates a hot-content push: language rules, the audience and a reason before it is confirmed, then its history', async () => {
    const posts = db
      .all<PostRow>(POSTS_COLLECTION)
      .filter((post) => post.publishStatus === 'published' && !post.deletedAt);
    const hot = posts.find((post) => isHot(post))!;
    const cold = posts.find((post) => !isHot(post))!;
    const { user, table } = await openScreen('hotContent', 'Everyone is talking about this');
    await user.click(buttonIn(document.body, 'New push'));
    const drawer = await drawerTitled('New push');

    await fill(user, within(drawer).getByLabelText('Post ID'), String(cold.id));
    await writeLanguage(user, drawer, 'English', 'Twins at 30 weeks', 'A mum of twins answers your questions.');
    await typeWindow(user, drawer, '2099-05-01 09:00', '2099-05-02 09:00');
    await user.click(buttonIn(drawer, 'Save'));
    // The messages name the language; each sits on its language's tab.
    expect(
      await within(drawer).findByText('Arabic: the title and the content cannot both be empty'),
    ).toBeInTheDocument();
    expect(within(drawer).getByText('Malay: the title and the content cannot both be empty')).toBeInTheDocument();
    expect(within(drawer).getByText('Indonesian: the title and the content cannot both be empty')).toBeInTheDocument();

    await writeLanguage(user, drawer, 'Arabic', 'توأم في الأسبوع 30', 'أم لتوأم تجيب عن أسئلتك.');
    await writeLanguage(user, drawer, 'Malay', 'Kembar pada 30 minggu', 'Ibu kembar menjawab soalan anda.');
    await user.click(within(drawer).getByText('Indonesian', { selector: '.lang-fields__tab' }));
    await fill(user, drawer.querySelector('#form-drawer_texts_ind_title') as HTMLElement, 'Kembar di 30 minggu');
    await user.click(buttonIn(drawer, 'Save'));
    expect(await within(drawer).findByText('Indonesian: the content must be completed')).toBeInTheDocument();
    await fill(user, drawer.querySelector('#form-drawer_texts_ind_content') as HTMLElement, 'Ibu kembar menjawab.');
    await choose(user, drawer, 'User group', 'Active within 24 hours');
    await user.click(within(drawer).getByRole('checkbox', { name: 'Pregnancy' }));

    // Only the server knows whether the post is hot: its refusal lands on the field.
    await user.click(buttonIn(drawer, 'Save'));
    expect(await within(drawer).findAllByText(`Post ${cold.id} is not hot now`)).not.toHaveLength(0);
    await fill(user, within(drawer).getByLabelText('Post ID'), String(hot.id));
    await user.click(buttonIn(drawer, 'Save'));

    const confirm = await reasonDialog('Confirm the new push');
    const expected = estimateAudience(
      appAudience(),
      { ...validInput(null), userGroup: 'active24h', modes: ['pregnancy'] },
      Date.now(),
    );
    expect(within(confirm).getByText('Estimated audience')).toBeInTheDocument();
    expect(within(confirm).getByText(number(expected.audience))).toBeInTheDocument();
    expect(
      within(confirm).getByText(`${number(expected.reachable)} app users in these areas, modes and versions`),
    ).toBeInTheDocument();
    await user.click(buttonIn(confirm, 'Confirm'));
    expect(await within(confirm).findByText('Please give a reason')).toBeInTheDocument();
    expect(pushes().some((push) => push.texts.en?.title === 'Twins at 30 weeks')).toBe(false);
    await fill(user, within(confirm).getByLabelText('Reason'), 'Twins week campaign');
    await user.click(buttonIn(confirm, 'Confirm'));
    expect(await success('Created')).toBeInTheDocument();
    await whenSettled(table, drawer);

    const row = await waitFor(() => rowOf(table, 'Twins at 30 weeks'));
    expect(within(row).getByText('To be pushed')).toBeInTheDocument();
    expect(within(row).getByText(`Post ${hot.id}`)).toBeInTheDocument();
    expect(within(row).getByText(number(expected.audience))).toBeInTheDocument();
    const saved = pushes().find((push) => push.texts.en?.title === 'Twins at 30 weeks')!;
    expect(saved).toMatchObject({
      kind: 'hotContent',
      target: String(hot.id),
      userGroup: 'active24h',
      modes: ['pregnancy'],
      createdBy: 'operator',
    });

    await user.click(buttonIn(row, 'History'));
    const history = await drawerTitled('History: Twins at 30 weeks');
    const [by] = await within(history).findAllByText('operator', { selector: 'bdi' });
    expect(by.parentElement!.textContent).toMatch(/^Created · operator ·/);
    expect(within(history).getByText('Twins week campaign')).toBeInTheDocument();
    const changes = within(history).getByRole('list', { name: 'What changed' });
    expect(within(changes).getByText(/^Title \(Malay\):/).textContent).toBe(
      'Title (Malay): (empty) → Kembar pada 30 minggu',
    );
    expect(within(changes).getByText(/^User group:/).textContent).toBe('User group: (empty) → Active within 24 hours');
  });

  it('pushes now, disables and deletes with a reason each; the mock refuses what the state machine forbids', async () => {
    const { user, table } = await openScreen('hotContent', 'Everyone is talking about this');
    const scheduled = pushes().find((push) => push.texts.en?.title === 'Everyone is talking about this')!;
    const row = rowOf(table, 'Everyone is talking about this');
    await user.click(buttonIn(row, 'Push now'));
    const send = await reasonDialog('Sure to push this now?');
    expect(
      await within(send).findByText(number(estimateAudience(appAudience(), scheduled, Date.now()).audience)),
    ).toBeInTheDocument();
    await fill(user, within(send).getByLabelText('Reason'), 'Breaking: trending now');
    await user.click(buttonIn(send, 'Push now'));
    expect(await success('Pushing now')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(rowOf(table, 'Everyone is talking about this')).getByText('Pushing')).toBeInTheDocument(),
    );
    expect(pushStatusOf(db.byId<PushRow>(PUSH_COLLECTIONS.pushes, scheduled.id)!, Date.now())).toBe('pushing');

    // Pushing: no edit, no delete; disabling ends it (expired).
    const pushing = rowOf(table, 'Everyone is talking about this');
    expect(within(pushing).queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(within(pushing).queryByRole('button', { name: 'Delete' })).toBeNull();
    const refusedEdit = await refusalOf(
      pushApi.update('hotContent', scheduled.id, validInput(scheduled.target), 'late fix'),
    );
    expect(refusedEdit.message).toBe('Pushing: this push can no longer be edited');
    await user.click(buttonIn(pushing, 'Disable'));
    const disable = await reasonDialog('Sure to disable this push?');
    await fill(user, within(disable).getByLabelText('Reason'), 'Wrong post linked');
    await user.click(buttonIn(disable, 'Disable'));
    expect(await success('Push disabled')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(rowOf(table, 'Everyone is talking about this')).getByText('Expired')).toBeInTheDocument(),
    );

    await user.click(buttonIn(rowOf(table, 'Everyone is talking about this'), 'Delete'));
    const remove = await reasonDialog('Sure to delete this push?');
    await fill(user, within(remove).getByLabelText('Reason'), 'Replaced by a new push');
    await user.click(buttonIn(remove, 'Delete'));
    expect(await success('Push deleted')).toBeInTheDocument();
    await waitFor(() => expect(within(table).queryByText('Everyone is talking about this')).toBeNull());
    const refusedDelete = await refusalOf(pushApi.remove('hotContent', scheduled.id, 'again'));
    expect(refusedDelete.message).toBe('Deleted: this push cannot be deleted');

    const trail = db
      .all<PushAuditRow>(PUSH_COLLECTIONS.audit)
      .filter((entry) => entry.pushId === scheduled.id)
      .map((entry) => [entry.action, entry.by, entry.reason]);
    expect(trail).toEqual([
      ['create', 'operator', 'Planned in the weekly content calendar'],
      ['send', 'operator', 'Breaking: trending now'],
      ['disable', 'operator', 'Wrong post linked'],
      ['delete', 'operator', 'Replaced by a new push'],
    ]);
    // A reason is required by the mock too.
    const other = pushes().find((push) => push.texts.en?.title === 'Ramadan steps challenge')!;
    expect((await refusalOf(pushApi.send('activity', other.id, ' '))).message).toBe('Give a reason');
  });
});
