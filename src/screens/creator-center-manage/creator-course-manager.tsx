import { ArticleListScreen } from '../../features/articles';

/** Creator courses (beginner and account-management articles): write, filter, edit, list and delist, delete. */
export default function CreatorCourseManagerScreen() {
  return <ArticleListScreen kind="creator" />;
}
