/**
 * How the server masks personal data before it leaves it: lists and details carry only the
 * masked text; the clear value comes from the reveal endpoint, with a reason, for one field at a time.
 *
 * Every rule keeps at most what it names and hides the rest behind a fixed `****` (the real length is
 * not shown either). A value too short to keep anything is all stars; an empty or missing value is ''.
 */

export const PERSONAL_KINDS = ['phone', 'email', 'deviceId'] as const;
export type PersonalKind = (typeof PERSONAL_KINDS)[number];

/** What stands for the hidden part. */
const HIDDEN = '****';

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/**
 * The digits of a national number to keep at each end: 11 and more keep the first 3 and the last 4
 * (138****5678), 9 to 10 the first 3 and the last 2, 7 to 8 the first 2 and the last 2, 5 to 6 the last
 * 2, fewer nothing.
 */
export function keptDigits(length: number): { head: number; tail: number } {
  if (length >= 11) return { head: 3, tail: 4 };
  if (length >= 9) return { head: 3, tail: 2 };
  if (length >= 7) return { head: 2, tail: 2 };
  if (length >= 5) return { head: 0, tail: 2 };
  return { head: 0, tail: 0 };
}

/**
 * A phone number: the country code (a `+` and 1 to 4 digits followed by a space, dot or dash) as it is,
 * then the national number's digits by `keptDigits`: `+86 13812345678` -> `+86 138****5678`. Without a
 * separated country code every digit counts as national; letters are never shown.
 */
export function maskPhone(value: unknown): string {
  const phone = text(value);
  if (!phone) return '';
  const code = /^\+(\d{1,4})[\s.-]+/.exec(phone);
  const national = (code ? phone.slice(code[0].length) : phone).replace(/\D/g, '');
  const { head, tail } = keptDigits(national.length);
  const masked = `${national.slice(0, head)}${HIDDEN}${tail ? national.slice(-tail) : ''}`;
  return code ? `+${code[1]} ${masked}` : masked;
}

/**
 * An e-mail address: the first character of the local part, then `***@` and the domain:
 * `amira.haddad@example.com` -> `a***@example.com`. A one-character local part keeps nothing; a value
 * without a local part and a domain is all stars.
 */
export function maskEmail(value: unknown): string {
  const email = text(value);
  if (!email) return '';
  const at = email.lastIndexOf('@');
  if (at <= 0 || at === email.length - 1) return HIDDEN;
  const local = Array.from(email.slice(0, at));
  const first = local.length >= 2 ? local[0] : '';
  return `${first}***@${email.slice(at + 1)}`;
}

/**
 * A device ID (IDFV, Android ID, IMEI): the first 4 and the last 4 characters,
 * `E621E1F8-C36C-495A-93FC-0C247A3E6E5F` -> `E621****6E5F`. A shorter ID keeps a quarter at each end
 * (never more than half of it); fewer than 4 characters keep nothing.
 */
export function maskDeviceId(value: unknown): string {
  const id = Array.from(text(value));
  if (!id.length) return '';
  const kept = Math.min(4, Math.floor(id.length / 4));
  if (!kept) return HIDDEN;
  return `${id.slice(0, kept).join('')}${HIDDEN}${id.slice(-kept).join('')}`;
}

const MASKS: Record<PersonalKind, (value: unknown) => string> = {
  phone: maskPhone,
  email: maskEmail,
  deviceId: maskDeviceId,
};

/** The rule of a kind of personal data. */
export function maskPersonal(kind: PersonalKind, value: unknown): string {
  return MASKS[kind](value);
}
