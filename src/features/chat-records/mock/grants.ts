import type { EndpointGrant } from '../../../mocks/endpoint-grant';
import { chatPath } from './handlers';

const CHAT_RECORDS_SCREEN = '/im-manage/userChatRecords';

/**
 * Listing a user's conversations and the access log needs the screen; opening a conversation and reading
 * its messages needs its `:read` action as well as a reason (the handlers check the reason).
 */
export const chatRecordGrants: EndpointGrant[] = [
  { method: 'GET', path: chatPath('/conversations'), needs: [CHAT_RECORDS_SCREEN] },
  { method: 'POST', path: chatPath('/conversations/:id/access'), needs: [`${CHAT_RECORDS_SCREEN}:read`] },
  { method: 'GET', path: chatPath('/conversations/:id/messages'), needs: [`${CHAT_RECORDS_SCREEN}:read`] },
  { method: 'GET', path: chatPath('/access-log'), needs: [CHAT_RECORDS_SCREEN] },
];
