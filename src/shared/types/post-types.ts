/** Spec 3: a post's type; the review path depends on it (spec 4). */
export const POST_TYPES = ['graphics', 'vote', 'video', 'article'] as const;
export type PostType = (typeof POST_TYPES)[number];
