import { GrievanceHandlingScreen } from '../../features/app-users';

/** Users' appeals against punishments: read both, accept (lifts the punishment) or reject with a reason. */
export default function GrievanceHandling() {
  return <GrievanceHandlingScreen />;
}
