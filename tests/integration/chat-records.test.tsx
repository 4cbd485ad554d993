import { waitFor } from '../support/dom';
import { chatRecordApi } from '../../src/features/chat-records/api';
import { CHAT_COLLECTIONS, CHAT_USERS, type ConversationRow } from '../../src/features/chat-records/mock/seed';
import { db } from '../../src/mocks/db';
import { rejectionOf } from '../support/promises';
import { existingSession, fill, renderApp, screen, within } from './render-app';

const SCREEN = '/im-manage/userChatRecords';

const conversationOf = (one: number, two: number) =>
  db.find<ConversationRow>(
    CHAT_COLLECTIONS.conversations,
    (row) => (row.userA === one && row.userB === two) || (row.userA === two && row.userB === one),
  )!;

async function search(user: ReturnType<typeof renderApp>['user'], userId: string) {
  await fill(user, await screen.findByLabelText('User ID'), userId);
  await user.click(screen.getByRole('button', { name: /Search$/ }));
}

describe('im-manage/userChatRecords', () => {
  it('lists a user’s conversations, opens one with a reason, and logs who looked', async () => {
    await existingSession('admin');
    const { user } = renderApp(SCREEN);
    expect(await screen.findByRole('heading', { level: 1, name: 'User Chat Records' })).toBeInTheDocument();
    expect(screen.getByText("Enter a user ID to list that user's conversations.")).toBeInTheDocument();

    // The user ID is required, and the form says so.
    await user.click(screen.getByRole('button', { name: /Search$/ }));
    expect(await screen.findByText('Enter a user ID')).toBeInTheDocument();

    await search(user, String(CHAT_USERS.spamSeller));
    expect(
      await screen.findByRole('heading', { name: 'Conversations of Best Deals 88 (spam_seller88, ID 1000003)' }),
    ).toBeInTheDocument();
    expect(window.location.search).toContain('userId=1000003');
    const read = await screen.findByRole('button', { name: 'Read the conversation with فاطمة حسن' });
    // The list shows who and how many, never what was said.
    const row = read.closest('tr') as HTMLElement;
    expect(within(row).getByText('فاطمة حسن')).toHaveAttribute('dir', 'auto');
    expect(row.textContent).not.toMatch(/حليب|متابع/);

    await user.click(read);
    const dialog = await screen.findByRole('dialog', { name: /Why do you need to read the conversation/ });
    await user.click(within(dialog).getByRole('button', { name: 'Read conversation' }));
    expect(await within(dialog).findByText('Please give a reason')).toBeInTheDocument();
    await fill(user, within(dialog).getByLabelText('Reason'), 'Report 4411: advertising in private messages');
    await user.click(within(dialog).getByRole('button', { name: 'Read conversation' }));

    const drawer = await screen.findByRole('dialog', { name: 'Conversation between Best Deals 88 and فاطمة حسن' });
    const messages = await within(drawer).findByRole('region', { name: 'Messages' });
    const first = await waitFor(() => {
      const bubble = messages.querySelector('.chat-records__bubble');
      expect(bubble).not.toBeNull();
      return bubble as HTMLElement;
    });
    expect(first.textContent).toMatch(/حليب أطفال|متابع/);
    // Arabic in the English console: laid out right to left, in its own direction.
    expect(getComputedStyle(within(first).getByText(first.textContent!)).direction).toBe('rtl');
    expect(within(drawer).getByText('Report 4411: advertising in private messages')).toHaveAttribute('dir', 'auto');
    await user.click(within(drawer).getByRole('button', { name: 'Close' }));

    await user.click(screen.getByRole('tab', { name: 'Access log' }));
    const log = await screen.findByRole('region', { name: 'Who looked at these conversations' });
    const entry = (await within(log).findByText('Report 4411: advertising in private messages')).closest(
      'tr',
    ) as HTMLElement;
    expect(within(entry).getByText('admin')).toBeInTheDocument();
    expect(within(entry).getByText('Best Deals 88 and فاطمة حسن')).toBeInTheDocument();
  });

  it('pages a long conversation from the newest messages back, with photos in a viewer', async () => {
    await existingSession('admin');
    const { user } = renderApp(SCREEN);
    await search(user, String(CHAT_USERS.fatima));
    await user.click(await screen.findByRole('button', { name: 'Read the conversation with Yasmin Writes' }));
    const dialog = await screen.findByRole('dialog', { name: /Why do you need to read/ });
    await fill(user, within(dialog).getByLabelText('Reason'), 'Harassment report 2291');
    await user.click(within(dialog).getByRole('button', { name: 'Read conversation' }));
    const drawer = await screen.findByRole('dialog', { name: /^Conversation between/ });
    expect(await within(drawer).findByText(/^50 of \d{3} messages$/)).toBeInTheDocument();
    await user.click(within(drawer).getByRole('button', { name: 'Load earlier messages' }));
    expect(await within(drawer).findByText(/^100 of \d{3} messages$/)).toBeInTheDocument();

    const photo = (await within(drawer).findAllByRole('img', { name: /^Photo sent by / }))[0];
    await user.click(photo);
    await waitFor(() => expect(document.querySelector('.ant-image-preview')).not.toBeNull());
  });

  it('is refused by the mock without a user ID, without a reason, and to a moderator', async () => {
    await existingSession('admin');
    expect((await rejectionOf(chatRecordApi.conversations({}))).message).toBe('Enter a user ID to search');
    expect((await rejectionOf(chatRecordApi.conversations({ userId: '12' }))).message).toBe('A user ID is 7 digits');

    // The raw call for the messages, bypassing the screen: no reason, no messages.
    const spam = conversationOf(CHAT_USERS.spamSeller, CHAT_USERS.fatima);
    const noReason = await rejectionOf(chatRecordApi.messages(spam.id, { current: 1, size: 10 }));
    expect(noReason.code).toBe(403);
    expect(noReason.message).toBe('Give a reason before reading this conversation');
    expect((await rejectionOf(chatRecordApi.open(spam.id, '   '))).message).toBe(
      'Give a reason for reading this conversation',
    );
    // An access given for another conversation, or long ago, does not open this one.
    const long = conversationOf(CHAT_USERS.fatima, CHAT_USERS.yasmin);
    const access = await chatRecordApi.open(long.id, 'Harassment report 2291');
    expect((await rejectionOf(chatRecordApi.messages(spam.id, { accessId: access.accessId }))).message).toBe(
      'This reason was given for another conversation',
    );
    expect((await rejectionOf(chatRecordApi.messages(long.id, { accessId: 1 }))).message).toBe(
      'Your access to this conversation has lapsed: give a reason again',
    );
    expect((await chatRecordApi.messages(long.id, { accessId: access.accessId, size: 5 })).records).toHaveLength(5);

    await existingSession('moderator');
    const forbidden = await rejectionOf(chatRecordApi.conversations({ userId: String(CHAT_USERS.spamSeller) }));
    expect(forbidden.code).toBe(403);
    expect((await rejectionOf(chatRecordApi.messages(long.id, { accessId: access.accessId }))).code).toBe(403);
    expect((await rejectionOf(chatRecordApi.accessLog({}))).code).toBe(403);
  });
});
