import { CreatorUserListScreen } from '../../features/creators';

/**
 * The creators (every Lv1-Lv5 creator and the app users who joined the creator centre without a level):
 * filter by level, field and dates; change a level with a reason (kept with who and when).
 */
export default function CreatorUserList() {
  return <CreatorUserListScreen />;
}
