import { WordsScreen } from '../../features/words';

/** Taboo words: words the app refuses in user content. */
export default function SystemTaboo() {
  return <WordsScreen kind="taboo" />;
}
