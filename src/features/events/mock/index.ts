/**
 * The events mock's entry: its registration (src/mocks/features.ts). Nothing else of events's mock is imported
 * from outside it.
 */
import type { FeatureMock } from '../../../mocks/feature-mock';
import { EVENT_GRANTS } from './grants';
import { eventHandlers } from './handlers';
import { EVENT_COLLECTIONS, seedEvents } from './seed';

/** The events mock, registered in src/mocks/features.ts. */
export const eventsMock: FeatureMock = {
  name: 'events',
  handlers: eventHandlers,
  grants: EVENT_GRANTS,
  collections: Object.values(EVENT_COLLECTIONS),
  seed: seedEvents,
};
