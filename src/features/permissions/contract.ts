import { z } from 'zod';
import {
  contract,
  dateTime,
  id,
  idPath,
  menuNames,
  menuType,
  nothing,
  page,
  pageQuery,
  queryInt,
  type Contract,
} from '../../shared/api/contract';
import { ACCOUNT_ENDPOINTS, MENU_ENDPOINTS, ROLE_ENDPOINTS } from './endpoints';
import { MENU_ICON_NAMES, MENU_RULES } from './menu-rules';
import { ACCOUNT_RULES } from './types';

const account = z.object({
  id,
  login: z.string(),
  firstName: z.string(),
  /** Masked by the server (`om***@example.com`). */
  email: z.string(),
  activated: z.boolean(),
  roleIds: z.array(id),
  createdDate: dateTime,
  lastModifiedDate: dateTime,
});
const accountInput = {
  login: z.string().regex(ACCOUNT_RULES.loginPattern),
  firstName: z.string().min(1).max(ACCOUNT_RULES.nameMaxLength),
  /** The stored address, or the masked one the form was given back unchanged (keeps the stored one). */
  email: z.string().min(1),
  roleIds: z.array(id).min(1),
};

export const ACCOUNT_CONTRACT = {
  page: contract(ACCOUNT_ENDPOINTS.page, {
    summary: 'Admin accounts; `login` matches part of the login or the name',
    query: z.strictObject({
      ...pageQuery,
      login: z.string().optional(),
      activated: z.enum(['true', 'false']).optional(),
      roleId: queryInt.positive().optional(),
    }),
    response: page(account),
  }),
  create: contract(ACCOUNT_ENDPOINTS.create, {
    summary: 'Creates an account with roles the caller holds herself; refusals name the field (fieldErrors)',
    body: z.strictObject({
      ...accountInput,
      password: z.string().min(ACCOUNT_RULES.passwordMinLength),
      activated: z.boolean().optional(),
    }),
    response: account,
  }),
  update: contract(ACCOUNT_ENDPOINTS.update, {
    summary: 'Changes an account; refused when it would leave nobody active holding the permission screens',
    params: idPath,
    body: z.strictObject({ ...accountInput, activated: z.boolean() }),
    response: account,
  }),
  setActivated: contract(ACCOUNT_ENDPOINTS.setActivated, {
    summary: 'Enables or disables an account (never the caller’s own); either ends its sessions',
    params: idPath,
    body: z.strictObject({ activated: z.boolean() }),
    response: account,
  }),
  resetPassword: contract(ACCOUNT_ENDPOINTS.resetPassword, {
    summary: 'Gives an account a new random password, shown once, and ends its other sessions',
    params: idPath,
    response: z.object({ password: z.string().min(ACCOUNT_RULES.passwordMinLength) }),
  }),
  remove: contract(ACCOUNT_ENDPOINTS.remove, {
    summary: 'Deletes an account (never the caller’s own, nor the last active holder of the permission screens)',
    params: idPath,
    response: nothing,
  }),
} satisfies Record<keyof typeof ACCOUNT_ENDPOINTS, Contract>;

const role = z.object({ id, name: z.string(), description: z.string(), menuIds: z.array(id) });
const roleInput = z.strictObject({
  name: z.string().min(1).max(50),
  description: z.string().optional(),
  menuIds: z.array(id).optional(),
});

export const ROLE_CONTRACT = {
  page: contract(ROLE_ENDPOINTS.page, {
    summary: 'Roles, with the menu entries each grants; `name` matches part of the name',
    query: z.strictObject({ ...pageQuery, name: z.string().optional() }),
    response: page(role),
  }),
  create: contract(ROLE_ENDPOINTS.create, {
    summary: 'Creates a role granting only entries the caller holds; refusals name the field (fieldErrors)',
    body: roleInput,
    response: role,
  }),
  update: contract(ROLE_ENDPOINTS.update, {
    summary: 'Changes a role; what it granted already it may keep, new entries only if the caller holds them',
    params: idPath,
    body: roleInput,
    response: role,
  }),
  remove: contract(ROLE_ENDPOINTS.remove, {
    summary: 'Deletes a role no account holds',
    params: idPath,
    response: nothing,
  }),
} satisfies Record<keyof typeof ROLE_ENDPOINTS, Contract>;

const menuRecord = z.object({
  id,
  parentId: id.nullable(),
  name: menuNames,
  uri: z.string().min(1),
  type: menuType,
  icon: z.string().optional(),
  sort: z.int(),
  remark: z.string().optional(),
});
const menuUpdate = {
  name: menuNames.extend({ en: z.string().min(1) }),
  uri: z.string().min(1).max(MENU_RULES.uriMaxLength),
  type: menuType,
  icon: z.union([z.enum(MENU_ICON_NAMES), z.literal('')]).optional(),
  sort: z.int().min(MENU_RULES.sortMin).max(MENU_RULES.sortMax),
  remark: z.string().max(MENU_RULES.remarkMaxLength).optional(),
};

export const MENU_CONTRACT = {
  create: contract(MENU_ENDPOINTS.create, {
    summary: 'Creates a menu entry under a parent (or at the top level); refusals name the field (fieldErrors)',
    // The top level's null is dropped by the request layer (it sends no empty field): left out, it is the top level.
    body: z.strictObject({ parentId: id.nullable().optional(), ...menuUpdate }),
    response: menuRecord,
  }),
  update: contract(MENU_ENDPOINTS.update, {
    summary: 'Changes an entry but not its place; a screen’s actions follow its new uri',
    params: idPath,
    body: z.strictObject(menuUpdate),
    response: menuRecord,
  }),
  move: contract(MENU_ENDPOINTS.move, {
    summary: 'Moves an entry one step up or down among its siblings (it trades its sort with the neighbour’s)',
    params: idPath,
    body: z.strictObject({ direction: z.enum(['up', 'down']) }),
    response: menuRecord,
  }),
  remove: contract(MENU_ENDPOINTS.remove, {
    summary: 'Deletes an entry that holds no other; the roles granting it stop granting it',
    params: idPath,
    response: nothing,
  }),
} satisfies Record<keyof typeof MENU_ENDPOINTS, Contract>;
