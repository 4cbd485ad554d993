import { grant } from '../../../mocks/endpoint-grant';
import { BAN_ENDPOINTS, DEVICE_ENDPOINTS } from '../endpoints';

const DEVICES = '/content-review/device-manage';
/** Seeing device IDs in clear, which a search by part of one would also give. */
export const DEVICE_REVEAL = `${DEVICES}:reveal`;
const BANS = '/content-review/ban-manage';

/** What the device and ban endpoints need: the screen to read, its action entry to write or export. */
export const BAN_GRANTS = [
  grant(DEVICE_ENDPOINTS.page, [DEVICES], { exportNeeds: [`${DEVICES}:export`] }),
  grant(DEVICE_ENDPOINTS.accounts, [DEVICES]),
  grant(DEVICE_ENDPOINTS.ban, [`${DEVICES}:ban`]),
  grant(DEVICE_ENDPOINTS.unban, [`${DEVICES}:unban`]),
  grant(BAN_ENDPOINTS.page, [BANS], { exportNeeds: [`${BANS}:export`] }),
  grant(BAN_ENDPOINTS.lift, [`${BANS}:lift`]),
];
