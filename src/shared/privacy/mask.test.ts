import { describe, expect, it } from 'vitest';
import { keptDigits, maskDeviceId, maskEmail, maskPersonal, maskPhone, PERSONAL_KINDS } from './mask';

const digitsOf = (value: string) => value.replace(/\D/g, '');

describe('maskPhone', () => {
  it('keeps the country code, the first 3 and the last 4 digits of a long number', () => {
    expect(maskPhone('+86 13812345678')).toBe('+86 138****5678');
    expect(maskPhone('+86-138-1234-5678')).toBe('+86 138****5678');
    expect(maskPhone('13812345678')).toBe('138****5678');
  });

  it('keeps fewer digits of shorter national numbers', () => {
    expect(maskPhone('+966 501234567')).toBe('+966 501****67');
    expect(maskPhone('+44 7700900123')).toBe('+44 770****23');
    expect(maskPhone('+1 5551234')).toBe('+1 55****34');
    expect(maskPhone('123456')).toBe('****56');
    expect(maskPhone('1234')).toBe('****');
    expect(maskPhone('+86 12')).toBe('+86 ****');
  });

  it('never shows letters, and treats a country code without a separator as national digits', () => {
    expect(maskPhone('call me maybe')).toBe('****');
    expect(maskPhone('+8613812345678')).toBe('861****5678');
    expect(maskPhone('  138 1234 5678  ')).toBe('138****5678');
  });

  it('answers an empty string for nothing, and never throws on odd input', () => {
    for (const value of ['', '   ', null, undefined, 42, {}, []]) expect(maskPhone(value)).toBe('');
  });

  it('never keeps more than 7 of a national number’s digits, nor half of a short one', () => {
    for (let length = 0; length <= 20; length += 1) {
      const national = '9'.repeat(length);
      const shown = digitsOf(maskPhone(`+7 ${national}`)).slice(1);
      const { head, tail } = keptDigits(length);
      expect(shown.length).toBe(head + tail);
      expect(shown.length).toBeLessThanOrEqual(length >= 11 ? 7 : Math.ceil(length * 0.6));
    }
  });
});

describe('maskEmail', () => {
  it('keeps the first letter and the domain', () => {
    expect(maskEmail('admin@console.example.invalid')).toBe('a***@console.example.invalid');
    expect(maskEmail('Amira.Haddad@example.com')).toBe('A***@example.com');
  });

  it('splits at the last @ and keeps a whole first character outside the basic plane', () => {
    expect(maskEmail('"odd@local"@example.com')).toBe('"***@example.com');
    expect(maskEmail('😀smile@example.com')).toBe('😀***@example.com');
    expect(maskEmail('فاطمة@example.com')).toBe('ف***@example.com');
  });

  it('keeps nothing of a one-character local part, nor of what is not an address', () => {
    expect(maskEmail('a@example.com')).toBe('***@example.com');
    expect(maskEmail('no-at-sign')).toBe('****');
    expect(maskEmail('@example.com')).toBe('****');
    expect(maskEmail('someone@')).toBe('****');
  });

  it('answers an empty string for nothing', () => {
    for (const value of ['', ' ', null, undefined, 7]) expect(maskEmail(value)).toBe('');
  });
});

describe('maskDeviceId', () => {
  it('keeps the first 4 and the last 4 characters', () => {
    expect(maskDeviceId('E621E1F8-C36C-495A-93FC-0C247A3E6E5F')).toBe('E621****6E5F');
    expect(maskDeviceId('7c2e9b40d1f8a355')).toBe('7c2e****a355');
  });

  it('keeps a quarter at each end of a shorter ID (a 15-digit IMEI keeps 3), nothing of a very short one', () => {
    expect(maskDeviceId('359881234567890')).toBe('359****890');
    expect(maskDeviceId('abcdefgh')).toBe('ab****gh');
    expect(maskDeviceId('abcde')).toBe('a****e');
    expect(maskDeviceId('abc')).toBe('****');
  });

  it('never keeps more than half of an ID, nor more than 8 characters', () => {
    for (let length = 1; length <= 40; length += 1) {
      const id = 'x'.repeat(length);
      const kept = maskDeviceId(id).replace('****', '').length;
      expect(kept).toBeLessThanOrEqual(Math.min(8, length / 2));
    }
  });

  it('answers an empty string for nothing', () => {
    for (const value of ['', '  ', null, undefined, 12]) expect(maskDeviceId(value)).toBe('');
  });
});

describe('maskPersonal', () => {
  it('applies the rule of each kind', () => {
    expect(PERSONAL_KINDS.map((kind) => maskPersonal(kind, ''))).toEqual(['', '', '']);
    expect(maskPersonal('phone', '+86 13812345678')).toBe('+86 138****5678');
    expect(maskPersonal('email', 'lina@example.com')).toBe('l***@example.com');
    expect(maskPersonal('deviceId', '7c2e9b40d1f8a355')).toBe('7c2e****a355');
  });
});
