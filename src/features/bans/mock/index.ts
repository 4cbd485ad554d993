/**
 * The bans mock's entry: what other features' mock code and src/mocks/ use of this domain's fake server
 * and of its non-UI modules. Nothing else of bans's mock is imported from outside it.
 */
import type { FeatureMock } from '../../../mocks/feature-mock';
import { BAN_GRANTS } from './grants';
import { bansHandlers } from './handlers';
import { BANS_COLLECTION } from './ban-store';
import { DEVICES_COLLECTION, seedBans } from './seed';
export { addBan, banInForceOn, BANS_COLLECTION } from './ban-store';
export type { BanRow } from './ban-store';
export { DEVICES_COLLECTION } from './seed';
export type { DeviceRow } from './seed';

/** The bans mock, registered in src/mocks/features.ts. */
export const bansMock: FeatureMock = {
  name: 'bans',
  handlers: bansHandlers,
  grants: BAN_GRANTS,
  collections: [DEVICES_COLLECTION, BANS_COLLECTION],
  seed: seedBans,
};
