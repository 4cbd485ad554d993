import { FaqScreen } from '../../features/health-faq';

/** Health questions and answers per content language, per mode: written delisted, listed when ready. */
export default function HealthFaqScreen() {
  return <FaqScreen />;
}
