import { CreatorPostsScoreScreen } from '../../features/creators';

/**
 * Creators' posts (from the posts collection), newest first, to score: the score is the post's own (0 to
 * 100, never empty) and the list says who scored it from here and when; filter by creator, level, field,
 * type, scored or not and date.
 */
export default function CreatorPostsOperateScore() {
  return <CreatorPostsScoreScreen />;
}
