import type { ContentLanguage } from '../../../shared/components/lang-fields/content-languages';
import type { UserType } from '../../../shared/types/app-user';
import type { PostType } from '../../../shared/types/post-types';

/** An app account staff may act as (post, reply): an official, whitelist or KOL user on the whitelist. */
export interface PosterAccount {
  id: number;
  login: string;
  nickname: string;
  avatar: string;
  userType: UserType;
}

/** The post types the two compose screens publish: graphics and vote posts, and video posts. */
export const COMPOSE_TYPES = ['graphics', 'vote', 'video'] as const satisfies readonly PostType[];
export type ComposeType = (typeof COMPOSE_TYPES)[number];

/** What a compose screen sends. */
export interface NewPostInput {
  posterId?: number | null;
  type: ComposeType;
  language: ContentLanguage;
  content: string;
  images: string[];
  vote: { options: string[] } | null;
  video: { url: string; cover: string; seconds: number } | null;
  topicId: number | null;
}

/** Limits the forms and the mock apply. */
export const COMPOSE_RULES = {
  contentMaxLength: 2000,
  maxImages: 9,
  minVoteOptions: 2,
  maxVoteOptions: 6,
  voteOptionMaxLength: 40,
} as const;

/** What a post lacks, in the order the form shows its fields. */
export type ComposeProblem =
  | 'noPoster'
  | 'notPosterAccount'
  | 'noContent'
  | 'contentTooLong'
  | 'voteIncomplete'
  | 'voteRepeated'
  | 'tooManyOptions'
  | 'noImage'
  | 'tooManyImages'
  | 'noVideo'
  | 'badVideo'
  | 'videoNotUploaded'
  | 'videoWrongType'
  | 'videoTooLarge'
  | 'videoTooLong'
  | 'noCover'
  | 'unknownTopic'
  | 'badType'
  | 'badLanguage';
