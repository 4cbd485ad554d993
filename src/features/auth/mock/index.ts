/**
 * The auth mock's entry: what other features' mock code uses of this domain. The permission loading's two
 * endpoints are declared here (the session's calls) and answered by the permissions mock, which holds the
 * menus and roles.
 */
export { AUTH_ENDPOINTS } from '../endpoints';
