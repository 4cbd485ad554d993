import type { DefaultBodyType, HttpResponseResolver, PathParams } from 'msw';
import { COLLECTIONS } from './collections';
import { db } from './db';
import type { Row } from './row';
import { unauthorized } from './envelope';
import { liveSession } from './sessions';

export type { SessionRow } from './sessions';

/** An admin account as the mock stores it (the permissions feature seeds and edits them). */
export interface AdminAccountRow extends Row {
  login: string;
  password: string;
  firstName: string;
  email: string;
  activated: boolean;
  langKey: string;
  roleIds: number[];
  createdBy: string;
  createdDate: string;
  lastModifiedBy: string;
  lastModifiedDate: string;
}

export type SignedInAccount = AdminAccountRow;

/** The token of the request's Authorization header (a bare token or "Bearer <token>"). */
export function tokenOf(request: Request): string {
  return (request.headers.get('Authorization') ?? '').replace(/^Bearer\s+/i, '').trim();
}

/** The account behind the request's token, while its session lives (`sessions.ts`) and the account is active. */
export function accountOf(request: Request): SignedInAccount | undefined {
  const token = tokenOf(request);
  if (!token) return undefined;
  const session = liveSession(token);
  const account = session && db.byId<SignedInAccount>(COLLECTIONS.accounts, session.accountId);
  return account?.activated ? account : undefined;
}

type Resolver<P extends PathParams, B extends DefaultBodyType> = (
  info: Parameters<HttpResponseResolver<P, B>>[0] & { account: SignedInAccount },
) => ReturnType<HttpResponseResolver<P, B>>;

/** Wraps a handler so it answers 401 unless a signed-in, activated admin made the call. */
export function withAccount<P extends PathParams = PathParams, B extends DefaultBodyType = DefaultBodyType>(
  resolver: Resolver<P, B>,
): HttpResponseResolver<P, B> {
  return (info) => {
    const account = accountOf(info.request);
    if (!account) return unauthorized();
    return resolver({ ...info, account });
  };
}

/** The uris of every menu entry the account's roles grant, read from the stored roles and menus. */
export function grantedUris(account: SignedInAccount): Set<string> {
  const ids = new Set(
    account.roleIds.flatMap(
      (roleId) => (db.byId<Row>(COLLECTIONS.roles, roleId)?.menuIds as number[] | undefined) ?? [],
    ),
  );
  return new Set(
    db
      .all<Row>(COLLECTIONS.menus)
      .filter((menu) => ids.has(menu.id))
      .map((menu) => String(menu.uri)),
  );
}
