import type { LangTexts } from '../../shared/components/lang-fields/content-languages';

/**
 * Prize contests: users enter a post during the contest's window; once it has closed, operators pick the
 * winners among the entries (up to the number of prizes) and announce them, which the app shows on the
 * contest page. The state is derived from the window and the announcement, never stored.
 */
export const CONTEST_STATES = ['upcoming', 'open', 'judging', 'announced'] as const;
export type ContestState = (typeof CONTEST_STATES)[number];

export type ContestTexts = LangTexts<'title' | 'description'>;

export interface ContestInput {
  texts: ContestTexts;
  /** What winners get ("A 3-month premium membership"), written once by the operator. */
  prize: string;
  /** How many winners (prizes) there are. */
  winnerCount: number;
  startAt: string;
  endAt: string;
}

export interface Contest extends ContestInput {
  id: number;
  announcedAt: string | null;
  announcedBy: string | null;
  updatedBy: string;
  updatedAt: string;
}

export interface ContestView extends Contest {
  state: ContestState;
  entryCount: number;
}

/** A post a user entered into a contest. */
export interface ContestEntry {
  id: number;
  contestId: number;
  userId: number;
  login: string;
  nickname: string;
  content: string;
  likes: number;
  comments: number;
  submittedAt: string;
  winner: boolean;
}
