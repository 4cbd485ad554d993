import { NewArticleScreen } from '../../features/articles';

/** Writes a new pregnancy article: texts and links per content language, display ID, pregnancy week. */
export default function NewPregnancyArticleScreen() {
  return <NewArticleScreen kind="pregnancy" />;
}
