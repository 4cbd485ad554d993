/**
 * A post published through the console, told to the domains that take it on from there (the review
 * queues), without the posts' mock importing them: the review mock already reads the posts' seed, so a
 * direct import would be a cycle. Listeners run inside the publishing request, so what they write is kept
 * (and announced to other tabs) with the post itself.
 */
export interface PublishedPost {
  id: number;
  language: string;
  type: string;
  authorId: number;
  content: string;
  images: string[];
  postedAt: string;
}

type Listener = (post: PublishedPost) => void;
const listeners = new Set<Listener>();

export function onPostPublished(listener: Listener): void {
  listeners.add(listener);
}

export function postPublished(post: PublishedPost): void {
  for (const listener of listeners) listener(post);
}
