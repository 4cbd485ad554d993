import { grant, type Call } from '../../../mocks/endpoint-grant';
import { REVEAL_ENDPOINTS as E } from '../../../shared/privacy/endpoints';
import { PERSONAL_ENTITIES, type PersonalEntity } from '../../../shared/privacy/reveal-api';

/**
 * The screens that show each record's personal data (masked): revealing a value needs the `:reveal`
 * action entry of one of them. A screen's reveal is its own entry, so a role can see a list without
 * seeing its clear phone numbers.
 */
export const REVEAL_SCREENS: Record<PersonalEntity, readonly string[]> = {
  appUser: ['/user-manage/user-list'],
  adminAccount: ['/permissions-manage/account'],
  device: ['/content-review/device-manage'],
  ban: ['/content-review/ban-manage'],
};

/** Reading the audit of reveals: an action entry of the admin accounts screen. */
const REVEAL_LOG = '/permissions-manage/account:reveal-log';

export const revealGrantsOf = (entity: unknown): readonly string[] =>
  (PERSONAL_ENTITIES.includes(entity as PersonalEntity) ? [entity as PersonalEntity] : PERSONAL_ENTITIES).flatMap(
    (name) => REVEAL_SCREENS[name].map((screen) => `${screen}:reveal`),
  );

/** The record named in the body decides; an unknown one is let through by any reveal entry, to be refused with 400. */
async function revealNeeds({ request }: Call): Promise<readonly string[]> {
  const body = (await request.json().catch(() => null)) as { entity?: unknown } | null;
  return revealGrantsOf(body?.entity);
}

export const PRIVACY_GRANTS = [
  grant(E.reveal, revealNeeds, {
    among: revealGrantsOf(undefined),
    decidedBy: 'the record in the body (entity): each kind of record has the screens that show it',
  }),
  grant(E.reveals, [REVEAL_LOG]),
];
