import { z } from 'zod';
import { contract, dateTime, id, menuNames, menuType, nothing, type Contract } from '../../shared/api/contract';
import { AUTH_ENDPOINTS as E } from './endpoints';

const token = z.object({ token: z.string().min(32) });

/** A menu entry in the tree, with the entries under it (design section 4). */
interface MenuTreeEntry {
  id: number;
  name: z.infer<typeof menuNames>;
  uri: string;
  type: z.infer<typeof menuType>;
  icon?: string;
  sort: number;
  remark?: string;
  childAuths?: MenuTreeEntry[];
}
const menuEntry: z.ZodType<MenuTreeEntry> = z
  .object({
    id,
    name: menuNames,
    uri: z.string().min(1),
    type: menuType,
    icon: z.string().optional(),
    sort: z.int(),
    remark: z.string().optional(),
    childAuths: z.lazy(() => z.array(menuEntry)).optional(),
  })
  .meta({ id: 'MenuEntry' });

export const AUTH_CONTRACT = {
  login: contract(E.login, {
    summary: 'Signs in with a login and password; answers the session token',
    body: z.strictObject({
      username: z.string().min(1),
      password: z.string().min(1),
      rememberMe: z.boolean().optional(),
    }),
    response: token,
  }),
  loginWithChatApp: contract(E.loginWithChatApp, {
    summary: 'Exchanges a code of the chat app’s authorize step, with the state it was issued for, for a session',
    body: z.strictObject({ code: z.string().min(1), state: z.string().min(1) }),
    response: token,
  }),
  simulatedChatAppAuthorize: contract(E.simulatedChatAppAuthorize, {
    summary: 'The mock’s stand-in for the chat app’s authorize step: issues a one-time code for the state',
    body: z.strictObject({ state: z.string().min(1) }),
    response: z.object({ code: z.string().min(1) }),
  }),
  account: contract(E.account, {
    summary: 'The signed-in admin (spec section 3)',
    response: z.object({
      id,
      login: z.string(),
      firstName: z.string(),
      email: z.string(),
      verifyEmail: z.boolean(),
      activated: z.boolean(),
      langKey: z.string(),
      createdBy: z.string(),
      createdDate: dateTime.nullable(),
      lastModifiedBy: z.string(),
      lastModifiedDate: dateTime.nullable(),
      authorities: z.array(z.string()),
      userSource: z.string(),
    }),
  }),
  logout: contract(E.logout, { summary: 'Ends the session of the token sent', response: nothing }),
  adminAuths: contract(E.adminAuths, {
    summary: 'The menu entries the signed-in admin’s roles grant, flat (folders, screens and actions)',
    response: z.object({
      auths: z.array(z.object({ id, parentId: id.nullable(), uri: z.string().min(1), type: menuType })),
    }),
  }),
  menuTree: contract(E.menuTree, {
    summary: 'The whole menu tree, every entry whatever the admin holds; the console keeps what adminAuths grants',
    response: z.array(menuEntry),
  }),
} satisfies Record<keyof typeof E, Contract>;
