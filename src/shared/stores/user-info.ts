/** The signed-in admin as the account call returns it (spec section 3), with its defaults. */
export interface UserInfo {
  id: number | null;
  login: string;
  firstName: string;
  email: string;
  verifyEmail: boolean;
  activated: boolean;
  langKey: string;
  createdBy: string;
  createdDate: string | null;
  lastModifiedBy: string;
  lastModifiedDate: string | null;
  authorities: string[];
  userSource: string;
}

export const DEFAULT_USER_INFO: UserInfo = {
  id: null,
  login: '',
  firstName: '',
  email: '',
  verifyEmail: false,
  activated: false,
  langKey: 'en',
  createdBy: '',
  createdDate: null,
  lastModifiedBy: '',
  lastModifiedDate: null,
  authorities: [],
  userSource: '',
};
