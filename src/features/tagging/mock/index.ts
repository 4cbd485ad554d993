export { releaseTaggingClaimsOf } from './handlers';
