import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../../mocks/db';
import { callMock, resetMock, signInAs, startMock } from '../../../mocks/mock-calls';
import { CHAT_COLLECTIONS, type ConversationRow } from './seed';

const CHATS = '/im/api/chat-records';

beforeAll(startMock, 15_000);
beforeEach(() => resetMock());

describe('chat record refusals in the caller’s language', () => {
  it('refuses messages read without a reason and an open without one in Arabic', async () => {
    const token = await signInAs('admin');
    const [conversation] = db.all<ConversationRow>(CHAT_COLLECTIONS.conversations);
    const unread = await callMock('GET', `${CHATS}/conversations/${conversation.id}/messages`, {
      token,
      language: 'ar',
    });
    expect(unread).toMatchObject({ status: 403, code: 403, message: 'اذكر سببًا قبل قراءة هذه المحادثة' });
    const body = { reason: '  ' };
    const open = await callMock('POST', `${CHATS}/conversations/${conversation.id}/access`, {
      token,
      body,
      language: 'ar',
    });
    expect(open).toMatchObject({ code: 400, message: 'اذكر سبب قراءة هذه المحادثة' });
  });

  it('says a search without a user ID and an unknown user in Chinese', async () => {
    const token = await signInAs('admin');
    const bare = await callMock('GET', `${CHATS}/conversations`, { token, language: 'zh' });
    expect(bare).toMatchObject({ code: 400, message: '请输入用户ID再查询' });
    const unknown = await callMock('GET', `${CHATS}/conversations?userId=9999999`, { token, language: 'zh' });
    expect(unknown).toMatchObject({ code: 404, message: '用户不存在：9999999' });
  });
});
