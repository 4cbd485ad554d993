import { ConditionsScreen } from '../../features/task-conditions';

/** The conditions tasks and medals use: type, threshold, window; a condition in use cannot be deleted. */
export default function TaskConditionsScreen() {
  return <ConditionsScreen />;
}
