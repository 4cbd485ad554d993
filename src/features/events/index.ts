/** The events feature's public entry: exactly what screens, app/ and other features use of it. */
export { EventPostsScreen } from './components/event-posts-screen';
export { TopicRewardsScreen } from './components/topic-rewards-screen';
