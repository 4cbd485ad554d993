import { grant } from '../../../mocks/endpoint-grant';
import { CHAT_RECORD_ENDPOINTS as E } from '../endpoints';

const CHAT_RECORDS_SCREEN = '/im-manage/userChatRecords';

/**
 * Listing a user's conversations and the access log needs the screen; opening a conversation and reading
 * its messages needs its `:read` action as well as a reason (the handlers check the reason).
 */
export const chatRecordGrants = [
  grant(E.conversations, [CHAT_RECORDS_SCREEN]),
  grant(E.open, [`${CHAT_RECORDS_SCREEN}:read`]),
  grant(E.messages, [`${CHAT_RECORDS_SCREEN}:read`]),
  grant(E.accessLog, [CHAT_RECORDS_SCREEN]),
];
