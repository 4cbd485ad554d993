import { TopicRewardsScreen } from '../../features/events/components/topic-rewards-screen';

/** Rewards for posting in a topic: points or items per rank. */
export default function TopicRewardsManageScreen() {
  return <TopicRewardsScreen />;
}
