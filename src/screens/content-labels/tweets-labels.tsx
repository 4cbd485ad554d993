import { TweetsLabelsScreen } from '../../features/tagging';

/** The tag dictionary: level-1 tags with their level-2 tags, and the quality labels. */
export default function TweetsLabels() {
  return <TweetsLabelsScreen />;
}
