import { CreatorTaskPostsAuditScreen } from '../../features/creator-task-posts';

/** Posts creators submitted for their tasks: pass them, or reject them with a creator-centre reason. */
export default function CreatorTaskPostsAudit() {
  return <CreatorTaskPostsAuditScreen />;
}
