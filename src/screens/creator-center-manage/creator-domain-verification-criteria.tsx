import { VerificationCriteriaScreen } from '../../features/creators';

/**
 * The verification numbers of each creator field (domain), editable by holders of `:save`, and a checker:
 * which conditions a user meets today by their own field's numbers.
 */
export default function CreatorDomainVerificationCriteria() {
  return <VerificationCriteriaScreen />;
}
