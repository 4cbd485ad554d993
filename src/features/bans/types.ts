/**
 * Bans: an app account or a device shut out of the app, in force until lifted or until they end. The
 * device list (content-review/device-manage) bans devices, the male-user detection bans accounts, and
 * ban-manage lists every ban in force and lifts them with a reason.
 */
import type { PageLanguage } from '../../shared/i18n/page-languages';
import type { DecisionReason } from '../../shared/moderation/decision-reasons';

export const BAN_SUBJECTS = ['account', 'device'] as const;
export type BanSubject = (typeof BAN_SUBJECTS)[number];

/** The screen (or the app's own systems) a ban came from. */
export const BAN_ORIGINS = ['device-manage', 'male-detect', 'report', 'system'] as const;
export type BanOrigin = (typeof BAN_ORIGINS)[number];

export interface Ban {
  id: number;
  subject: BanSubject;
  /** The app user's ID for an account ban, the device ID (masked by the server) for a device ban. */
  subjectId: string;
  /** The account banned, or for a device the account last signed in on it, when known. */
  userId: number | null;
  /** The reason chosen from a list (the male-user detection's bans); null where the reason is typed. */
  reasonCode: DecisionReason | null;
  /** The reason as typed, or the note typed with the chosen reason (may be empty then). */
  reason: string;
  origin: BanOrigin;
  bannedBy: string;
  bannedAt: string;
  /** null: until lifted. */
  endsAt: string | null;
  liftedAt: string | null;
  liftedBy: string | null;
  liftReason: string | null;
}

export type NewBan = Pick<Ban, 'subject' | 'subjectId' | 'userId' | 'reason' | 'origin' | 'bannedBy' | 'endsAt'> &
  Partial<Pick<Ban, 'reasonCode'>>;

/** How long a ban lasts (device-manage offers these; other screens may set any end). */
export const BAN_DURATIONS = ['1d', '3d', '7d', '30d', 'permanent'] as const;
export type BanDuration = (typeof BAN_DURATIONS)[number];

/** Where a ban stands: in force, ended by itself, or lifted early by a moderator. */
export type BanState = 'inForce' | 'ended' | 'lifted';

/** What ban-manage's status filter asks for; no filter means the bans in force. */
export const BAN_STATE_FILTERS = ['inForce', 'ended', 'lifted', 'all'] as const;
export type BanStateFilter = (typeof BAN_STATE_FILTERS)[number];

/** A ban as the lists show it: its state now, and the login of the account concerned when known. */
export interface BanView extends Ban {
  state: BanState;
  login: string | null;
}

/** Page languages of a device's accounts (device-manage filters by them, spec section 2): the queues' own. */
export type DeviceLanguage = PageLanguage;

export type DevicePlatform = 'ios' | 'android';

/** The ban in force on a device, as its row shows it. */
type DeviceBan = Pick<Ban, 'id' | 'reason' | 'bannedAt' | 'bannedBy' | 'endsAt' | 'origin'>;

/** A phone or tablet the app has seen, with the accounts that signed in on it. */
export interface Device {
  id: number;
  /** The app's device identifier (IDFV on iOS, the Android ID on Android), masked by the server: `E621****6E5F`. */
  deviceId: string;
  model: string;
  platform: DevicePlatform;
  osVersion: string;
  appVersion: string;
  /** The page language its accounts use the app in. */
  language: DeviceLanguage;
  firstSeenAt: string;
  lastSeenAt: string;
  /** How many accounts have signed in on it. */
  accountCount: number;
  /** Several accounts share it (from `BAN_RULES.sharedDeviceFrom`): a sign of an account farm or ban evasion. */
  shared: boolean;
  ban: DeviceBan | null;
}

/** An account that signed in on a device. */
export interface DeviceAccount {
  userId: number;
  login: string;
  nickname: string;
  avatar: string;
  firstSignInAt: string;
  lastSignInAt: string;
  /** Whether an account ban is in force on it. */
  banned: boolean;
}

export interface DeviceBanInput {
  duration: BanDuration;
  reason: string;
}

/** Limits both the dialogs and the mock apply. */
export const BAN_RULES = {
  reasonMaxLength: 200,
  /** A device with this many accounts or more is flagged as shared. */
  sharedDeviceFrom: 3,
} as const;
