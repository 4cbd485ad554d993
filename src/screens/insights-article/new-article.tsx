import { NewArticleScreen } from '../../features/articles';

/** Writes a new insights article: texts and links per content language, display ID. */
export default function NewInsightsArticleScreen() {
  return <NewArticleScreen kind="insights" />;
}
