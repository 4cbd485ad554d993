import { WordsScreen } from '../../features/words';

/** Nickname sensitive words: words a user's nickname may not contain. */
export default function SensitiveWordManage() {
  return <WordsScreen kind="nickname" />;
}
