/** An admin account of the console (permissions-manage/account). */
export interface AdminAccount {
  id: number;
  login: string;
  firstName: string;
  email: string;
  activated: boolean;
  roleIds: number[];
  createdDate: string;
  lastModifiedDate: string;
}

export interface AccountInput {
  login: string;
  firstName: string;
  email: string;
  roleIds: number[];
  activated: boolean;
  /** Only when creating: the first password. */
  password?: string;
}

/** A console role: the menu entries (folders, screens, actions) it grants. */
export interface AdminRole {
  id: number;
  name: string;
  description: string;
  menuIds: number[];
}

export type RoleInput = Omit<AdminRole, 'id'>;

/** The rules both the forms and the mock backend apply. */
export const ACCOUNT_RULES = {
  loginPattern: /^[a-zA-Z0-9_.-]{3,50}$/,
  emailPattern: /^[^\s@]+@[^\s@]+\.[^\s@]+$/,
  passwordMinLength: 8,
  nameMaxLength: 50,
} as const;
