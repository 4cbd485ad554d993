import { withAccount, type AdminAccountRow } from '../../../mocks/auth-guard';
import { COLLECTIONS } from '../../../mocks/collections';
import { db } from '../../../mocks/db';
import { route } from '../../../mocks/endpoint-route';
import { ok, paginate, readPageQuery } from '../../../mocks/envelope';
import { mockVoice } from '../../../mocks/mock-voice';
import type { PersonalKind } from '../../../shared/privacy/mask';
import { REVEAL_ENDPOINTS as E } from '../../../shared/privacy/endpoints';
import { REVEAL_RULES, type PersonalEntity } from '../../../shared/privacy/reveal-api';
import { inDayRange } from '../../../mocks/day-range';
import { type BanRow, BANS_COLLECTION, type DeviceRow, DEVICES_COLLECTION } from '../../bans/mock';
import { PRIVACY_COLLECTIONS, type PhoneRow, type RevealRow } from './seed';

const voice = mockVoice('privacy');

interface Source {
  kind: PersonalKind;
  /** The clear value, or null/undefined when the record or the value does not exist. */
  read: (id: number) => string | null | undefined;
}

/** Where each masked field's clear value lives. */
const SOURCES: Record<PersonalEntity, Record<string, Source>> = {
  appUser: {
    phone: { kind: 'phone', read: (id) => db.byId<PhoneRow>(PRIVACY_COLLECTIONS.phones, id)?.phone },
  },
  adminAccount: {
    email: { kind: 'email', read: (id) => db.byId<AdminAccountRow>(COLLECTIONS.accounts, id)?.email },
  },
  device: {
    deviceId: { kind: 'deviceId', read: (id) => db.byId<DeviceRow>(DEVICES_COLLECTION, id)?.deviceId },
  },
  ban: {
    // An account ban's subject is a user ID, which is not masked.
    subjectId: {
      kind: 'deviceId',
      read: (id) => {
        const ban = db.byId<BanRow>(BANS_COLLECTION, id);
        return ban?.subject === 'device' ? ban.subjectId : undefined;
      },
    },
  },
};

const sourceOf = (entity: unknown, field: unknown): Source | undefined =>
  typeof entity === 'string' && typeof field === 'string' && Object.hasOwn(SOURCES, entity)
    ? Object.hasOwn(SOURCES[entity as PersonalEntity], field)
      ? SOURCES[entity as PersonalEntity][field]
      : undefined
    : undefined;

interface RevealBody {
  entity?: unknown;
  id?: unknown;
  field?: unknown;
  reason?: unknown;
}

export const privacyHandlers = [
  /**
   * The clear value of one masked field, for a reason that the audit keeps with who asked and when.
   * Refused without a reason, with one too long, or for a field that is not personal data.
   */
  route<RevealBody>(
    E.reveal,
    withAccount(async ({ request, account }) => {
      const body: RevealBody = (await request.json().catch(() => null)) ?? {};
      const { entity, id, field, reason } = body;
      const source = sourceOf(entity, field);
      if (!source || !Number.isInteger(id)) return voice.refuse(request, 400, 'rules.unknownField');
      const why = typeof reason === 'string' ? reason.trim() : '';
      if (!why) return voice.refusal(request, [{ field: 'reason', code: 'reasonRequired' }]);
      if (why.length > REVEAL_RULES.reasonMaxLength)
        return voice.refusal(request, [{ field: 'reason', code: 'reasonTooLong' }], 400, {
          max: REVEAL_RULES.reasonMaxLength,
        });
      const value = source.read(id as number);
      if (!value) return voice.refuse(request, 404, 'rules.notFound');
      db.insert<RevealRow>(PRIVACY_COLLECTIONS.reveals, {
        adminLogin: account.login,
        entity: entity as PersonalEntity,
        entityId: id as number,
        field: field as string,
        kind: source.kind,
        reason: why,
        time: new Date().toISOString(),
      });
      return ok({ value });
    }),
  ),

  /** The audit, newest first; filters: the admin's login (part of it), revealed between two days. */
  route(
    E.reveals,
    withAccount(({ request }) => {
      const url = new URL(request.url);
      const login = url.searchParams.get('adminLogin')?.trim().toLowerCase() ?? '';
      const between = inDayRange(url.searchParams.get('time'));
      const rows = db
        .all<RevealRow>(PRIVACY_COLLECTIONS.reveals)
        .filter((row) => !login || row.adminLogin.toLowerCase().includes(login))
        .filter((row) => between(row.time))
        .sort((a, b) => b.time.localeCompare(a.time) || b.id - a.id);
      const query = readPageQuery(url);
      query.sort = undefined;
      return ok(paginate(rows, query));
    }),
  ),
];
