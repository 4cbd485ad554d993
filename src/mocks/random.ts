/** `bytes` random bytes from the platform's CSPRNG, as lowercase hex (twice as many characters). */
export function randomHex(bytes: number): string {
  const values = new Uint8Array(bytes);
  crypto.getRandomValues(values);
  return Array.from(values, (b) => b.toString(16).padStart(2, '0')).join('');
}

const PASSWORD_ALPHABET = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/**
 * A password of `length` characters from an alphabet without look-alikes (l, 1, I, O, 0), drawn from the
 * CSPRNG. Bytes at or above the largest multiple of the alphabet's size are drawn again, so every
 * character is equally likely.
 */
export function randomPassword(length: number): string {
  const limit = 256 - (256 % PASSWORD_ALPHABET.length);
  let password = '';
  const byte = new Uint8Array(1);
  while (password.length < length) {
    crypto.getRandomValues(byte);
    if (byte[0] < limit) password += PASSWORD_ALPHABET[byte[0] % PASSWORD_ALPHABET.length];
  }
  return password;
}
