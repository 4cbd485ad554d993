import { CommunityRecommendationsScreen } from '../../features/hot-content';

/** Community operation position recommendation: hand-picked posts per community position, in order. */
export default function CommunityOperationScreen() {
  return <CommunityRecommendationsScreen />;
}
