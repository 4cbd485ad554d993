import { NewArticleScreen } from '../../features/articles';

/** Writes a new help article: texts and links per content language, display ID, category. */
export default function NewHelpArticleScreen() {
  return <NewArticleScreen kind="help" />;
}
