import { z } from 'zod';
import { contract, dateTime, id, nothing, type Contract } from '../../shared/api/contract';
import { AUTH_ENDPOINTS as E } from './endpoints';

const token = z.object({ token: z.string().min(32) });

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
} satisfies Record<keyof typeof E, Contract>;
