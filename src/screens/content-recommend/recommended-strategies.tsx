import { StrategiesScreen } from '../../features/strategies';

/** Recommendation strategies: per mode and audience, the feed's mix of sources and its daily limit. */
export default function RecommendedStrategiesScreen() {
  return <StrategiesScreen />;
}
