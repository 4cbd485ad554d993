/** Comments members write on posts (posts-manage/comment-manage), and staff replies as an app account. */
import type { UserType } from '../../shared/types/app-user';

export interface PostComment {
  id: number;
  postId: number;
  /** The comment this one answers; null for a comment on the post itself. */
  parentId: number | null;
  /** The text as the member wrote it; shown as text, in its own direction. */
  content: string;
  authorId: number;
  authorLogin: string;
  authorNickname: string;
  authorType: UserType | null;
  createdAt: string;
  likes: number;
  /** How many replies it has. */
  replies: number;
  /** The admin who replied through the console as `author`, for staff replies. */
  staffLogin: string | null;
}

export interface ReplyInput {
  content: string;
  /** The official, whitelist or KOL account that replies. */
  replierId?: number | null;
}

export const COMMENT_RULES = { replyMaxLength: 500 } as const;
