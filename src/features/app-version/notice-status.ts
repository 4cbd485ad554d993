import { defineMachine } from '../../shared/components/status-tag/state-machine';

export type NoticeStatus = 'unpublished' | 'published';
export type NoticeAction = 'edit' | 'publish' | 'delete';

/**
 * An update notice is written unpublished, can be edited until it is published, and is then shown by
 * the app as it is. It can be deleted in either state (a published one then stops showing).
 */
export const noticeMachine = defineMachine<NoticeStatus, NoticeAction>({
  states: {
    unpublished: { label: 'version:notices.status.unpublished', color: 'default' },
    published: { label: 'version:notices.status.published', color: 'green' },
  },
  transitions: {
    edit: { from: ['unpublished'], to: 'unpublished' },
    publish: { from: ['unpublished'], to: 'published' },
    delete: { from: ['unpublished', 'published'], to: null },
  },
});
