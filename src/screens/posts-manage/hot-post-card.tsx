import { HotPostCards } from '../../features/posts';

/** Hot Post Cards: the hot posts as cards, with pin, feature, unpublish and delete. */
export default function HotPostCard() {
  return <HotPostCards />;
}
