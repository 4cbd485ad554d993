/**
 * The chat-records mock's entry: its registration (src/mocks/features.ts). Nothing else of chat-records's mock is imported
 * from outside it.
 */
import type { FeatureMock } from '../../../mocks/feature-mock';
import { chatRecordGrants } from './grants';
import { chatRecordHandlers } from './handlers';
import { CHAT_COLLECTIONS, seedChatRecords } from './seed';

/** The chat-records mock, registered in src/mocks/features.ts. */
export const chatRecordsMock: FeatureMock = {
  name: 'chat-records',
  handlers: chatRecordHandlers,
  grants: chatRecordGrants,
  collections: Object.values(CHAT_COLLECTIONS),
  seed: seedChatRecords,
};
