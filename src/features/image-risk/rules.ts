/**
 * A picture's fingerprint: the same picture, uploaded again by anyone, has the same one. Here a 64-bit
 * FNV-1a hash of the picture's bytes (its address for the mock's inline pictures), 16 hex digits; a real
 * service would use a perceptual hash, which this shape also fits.
 */
export function fingerprintOf(image: string): string {
  let hash = 0xcbf29ce484222325n;
  const prime = 0x100000001b3n;
  for (let index = 0; index < image.length; index++) {
    hash ^= BigInt(image.charCodeAt(index));
    hash = BigInt.asUintN(64, hash * prime);
  }
  return hash.toString(16).padStart(16, '0');
}

/** Whether a fingerprint is written as the blacklist keeps them (for the filter and the server's checks). */
export const isFingerprint = (value: string) => /^[0-9a-f]{16}$/.test(value);
