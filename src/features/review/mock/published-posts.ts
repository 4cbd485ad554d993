import { db } from '../../../mocks/db';
import type { PublishedPost } from '../../../mocks/post-published';
import { PAGE_LANGUAGES, type PageLanguage } from '../../../shared/i18n/page-languages';
import type { PostType } from '../../../shared/types/post-types';
import { RELEASED } from '../rules';
import { REVIEW_COLLECTIONS as C, type ReviewTaskRow } from './seed';

/** The queue a post of this content language waits in: its own page language, or English. */
const pageLanguageOf = (language: string): PageLanguage =>
  (PAGE_LANGUAGES as readonly string[]).includes(language) ? (language as PageLanguage) : 'en';

/**
 * A post published through the console waits in the content audit like a member's post the machine has
 * not reviewed: a moderator's pass sends it on to tagging (`createsTaggingTask`), a delete removes it.
 */
function auditTaskFor(post: PublishedPost): Omit<ReviewTaskRow, 'id'> {
  return {
    type: 'audit',
    source: 'post',
    subjectId: post.id,
    postType: post.type as PostType,
    authorId: post.authorId,
    content: post.content,
    images: post.images,
    language: pageLanguageOf(post.language),
    machineStatus: 'notReviewed',
    machineLabel: '',
    status: 'notProcessed',
    createdAt: post.postedAt,
    ...RELEASED,
    outcome: null,
    detection: null,
  };
}

/** Opens the audit of a post published through the console (the review handlers listen with it). */
export function openAuditOf(post: PublishedPost): void {
  db.insert<ReviewTaskRow>(C.tasks, auditTaskFor(post));
}
