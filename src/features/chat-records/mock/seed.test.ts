import { CHAT_COLLECTIONS, CHAT_USERS, seedChatRecords, type ConversationRow, type MessageRow } from './seed';

describe('chat records seed', () => {
  const now = Date.parse('2026-03-01T10:00:00Z');
  const seed = seedChatRecords(now);
  const conversations = seed[CHAT_COLLECTIONS.conversations] as ConversationRow[];
  const messages = seed[CHAT_COLLECTIONS.messages] as MessageRow[];

  it('holds thousands of messages in zh, en and ar, with photos, none in the future', () => {
    expect(messages.length).toBeGreaterThan(5000);
    expect(new Set(conversations.map((row) => row.language))).toEqual(new Set(['zh', 'en', 'ar']));
    expect(messages.some((message) => message.kind === 'image' && message.imageUrl.startsWith('data:'))).toBe(true);
    expect(messages.every((message) => Date.parse(message.sentAt) < now)).toBe(true);
    expect(messages.some((message) => /[\u0600-\u06FF]/.test(message.text))).toBe(true);
    expect(messages.some((message) => /[\u4e00-\u9fff]/.test(message.text))).toBe(true);
  });

  it('pairs two different users once each, and every message comes from one of them', () => {
    const pairs = new Set(conversations.map((row) => `${row.userA}-${row.userB}`));
    expect(pairs.size).toBe(conversations.length);
    expect(conversations.every((row) => row.userA < row.userB)).toBe(true);
    const byId = new Map(conversations.map((row) => [row.id, row]));
    expect(
      messages.every((message) => {
        const row = byId.get(message.conversationId)!;
        return message.senderId === row.userA || message.senderId === row.userB;
      }),
    ).toBe(true);
  });

  it('has a long conversation for the demo, which takes several pages to read', () => {
    const long = conversations.find((row) => row.userA === CHAT_USERS.fatima && row.userB === CHAT_USERS.yasmin)!;
    expect(messages.filter((message) => message.conversationId === long.id).length).toBeGreaterThan(300);
  });
});
