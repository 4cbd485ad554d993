import { TopicRewardsScreen } from '../../features/events';

/** Rewards for posting in a topic: points or items per rank. */
export default function TopicRewardsManageScreen() {
  return <TopicRewardsScreen />;
}
