import type { EndpointGrant } from '../../../mocks/endpoint-grant';
import { api } from '../../../mocks/envelope';

const DEVICES = '/content-review/device-manage';
/** Seeing device IDs in clear, which a search by part of one would also give. */
export const DEVICE_REVEAL = `${DEVICES}:reveal`;
const BANS = '/content-review/ban-manage';
const community = (path: string) => api(`/community/api${path}`);

/** What the device and ban endpoints need: the screen to read, its action entry to write or export. */
export const BAN_GRANTS: EndpointGrant[] = [
  { method: 'GET', path: community('/devices'), needs: [DEVICES], exportNeeds: [`${DEVICES}:export`] },
  { method: 'GET', path: community('/devices/:deviceId/accounts'), needs: [DEVICES] },
  { method: 'POST', path: community('/devices/:deviceId/ban'), needs: [`${DEVICES}:ban`] },
  { method: 'POST', path: community('/devices/:deviceId/unban'), needs: [`${DEVICES}:unban`] },
  { method: 'GET', path: community('/bans'), needs: [BANS], exportNeeds: [`${BANS}:export`] },
  { method: 'POST', path: community('/bans/:id/lift'), needs: [`${BANS}:lift`] },
];
