import type { PushAudience, PushTarget } from './types';

/**
 * A push channel: one screen's pushes, of one kind of content. The five push-manage screens are
 * channels; another screen (the creator centre's post and task pushes) becomes one by adding a line here
 * and its strings under `channels.<kind>` in the `push` namespace.
 */
export interface PushChannel {
  /** The screen's uri: reading needs it, each write its `:<action>` entry. */
  screen: string;
  target: PushTarget;
  /** For a post target: what the post must be besides published (hot now, or featured). */
  post?: 'hot' | 'featured';
  /** Who receives it: the app's users (default) or the creator centre's creators (by level and field). */
  audience?: PushAudience;
  /**
   * One action entry granting every write (create, edit, push now, disable, delete), for a screen whose
   * own `:create`/`:edit`... gate something else (the creator centre's task screen gates tasks with them).
   */
  gate?: string;
}

export const PUSH_CHANNELS = {
  hotContent: { screen: '/push-manage/hot-content-push', target: 'post', post: 'hot' },
  helpPost: { screen: '/push-manage/help-post-push', target: 'helpArticle' },
  qualityPost: { screen: '/push-manage/quality-post-push', target: 'post', post: 'featured' },
  activity: { screen: '/push-manage/activity-push', target: 'link' },
  creatorAssistant: { screen: '/push-manage/creator-assistant-push', target: 'none' },
  // The creator centre's post and task pushes (tabs of creator-task-config), sent to creators.
  creatorPost: {
    screen: '/creator-center-manage/creator-task-config',
    target: 'post',
    audience: 'creators',
    gate: 'push',
  },
  creatorTask: {
    screen: '/creator-center-manage/creator-task-config',
    target: 'creatorTask',
    audience: 'creators',
    gate: 'push',
  },
} as const satisfies Record<string, PushChannel>;

export type PushKind = keyof typeof PUSH_CHANNELS;
export const PUSH_KINDS = Object.keys(PUSH_CHANNELS) as PushKind[];
/** The channels of the push-manage screens (the creator centre's are on its own screen). */
export type PushManageKind = {
  [K in PushKind]: (typeof PUSH_CHANNELS)[K]['screen'] extends `/push-manage/${string}` ? K : never;
}[PushKind];
export const PUSH_MANAGE_KINDS = PUSH_KINDS.filter((kind) =>
  PUSH_CHANNELS[kind].screen.startsWith('/push-manage/'),
) as PushManageKind[];
export const isPushKind = (value: unknown): value is PushKind =>
  typeof value === 'string' && Object.prototype.hasOwnProperty.call(PUSH_CHANNELS, value);

/** The write actions of a push screen (menu entries of type 3 under the screen). */
export type PushActionName = 'create' | 'edit' | 'send' | 'disable' | 'delete';
export const pushAction = (kind: PushKind, action: PushActionName) => {
  const channel: PushChannel = PUSH_CHANNELS[kind];
  return `${channel.screen}:${channel.gate ?? action}`;
};
/** Who a channel's pushes go to. */
export const audienceOf = (kind: PushKind): PushAudience => (PUSH_CHANNELS[kind] as PushChannel).audience ?? 'appUsers';
