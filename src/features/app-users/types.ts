/** App users (the mobile app's members), as the user-manage screens see them. */
import type { CreatorLevel, UserType } from '../../shared/types/app-user';

/** Spec 6: the whitelist's function type; only "full function" exists. */
export const FUNCTION_TYPES = ['full'] as const;
export type FunctionType = (typeof FUNCTION_TYPES)[number];

/** Spec 4: one hour, 24 hours, 3 days, 7 days, 30 days, permanent. */
export const SILENCE_DURATIONS = ['1h', '24h', '3d', '7d', '30d', 'permanent'] as const;
export type SilenceDuration = (typeof SILENCE_DURATIONS)[number];

/** Spec 4: punish (clear avatar, name or profile), plus silence. */
export type PunishmentKind = 'silence' | 'clear-avatar' | 'clear-name' | 'clear-profile';
export type ClearKind = Exclude<PunishmentKind, 'silence'>;

export const APPEAL_STATUSES = ['pending', 'accepted', 'rejected'] as const;
export type AppealStatus = (typeof APPEAL_STATUSES)[number];

export interface AppUser {
  /** The user ID operators type (7 digits). */
  id: number;
  login: string;
  nickname: string;
  /** Empty when cleared or never set. */
  avatar: string;
  profile: string;
  userType: UserType;
  creatorLevel: CreatorLevel;
  registeredAt: string;
  lastLoginAt: string;
  followers: number;
  following: number;
  posts: number;
  likes: number;
  /** The app user role, if any (user-manage/role-manage). */
  roleId: number | null;
  /** Whether a silence is in force now. */
  silenced: boolean;
  /** The phone number registered with, masked by the server (`+86 138****5678`); null when none. */
  phone?: string | null;
}

export interface Punishment {
  id: number;
  userId: number;
  login: string;
  kind: PunishmentKind;
  /** Silences only. */
  duration: SilenceDuration | null;
  reason: string;
  startAt: string;
  /** When a silence ends by itself; null for a permanent one and for clears. */
  endAt: string | null;
  operator: string;
  /** Set when lifted early: unsilenced, or an appeal accepted. */
  liftedAt: string | null;
  liftedBy: string | null;
  liftedWhy: 'unsilence' | 'appeal' | null;
}

export interface AppUserDetail extends AppUser {
  punishments: Punishment[];
}

export interface WhitelistEntry {
  id: number;
  userId: number;
  login: string;
  nickname: string;
  userType: UserType;
  functionType: FunctionType;
  addedAt: string;
  addedBy: string;
}

export interface WhitelistInput {
  userIds: number[];
  userType: UserType;
  functionType: FunctionType;
}

export interface SilenceInput {
  userIds: number[];
  duration: SilenceDuration;
  reason: string;
}

export interface Appeal {
  id: number;
  userId: number;
  login: string;
  punishment: Punishment;
  content: string;
  submittedAt: string;
  status: AppealStatus;
  handledBy: string | null;
  handledAt: string | null;
  rejectReason: string | null;
}

export interface AppUserRole {
  id: number;
  name: string;
  description: string;
  userCount: number;
  createdAt: string;
}

export type AppUserRoleInput = Pick<AppUserRole, 'name' | 'description'>;

/** Limits both the forms and the mock apply. */
export const APP_USER_RULES = {
  reasonMaxLength: 200,
  appealReasonMaxLength: 200,
  roleNameMaxLength: 30,
  roleDescriptionMaxLength: 100,
  /** At most this many users in one whitelist or silence call. */
  maxIdsPerCall: 200,
  userIdPattern: /^\d{7}$/,
} as const;
