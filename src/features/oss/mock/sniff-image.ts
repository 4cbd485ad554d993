/** What a file's own first bytes say it is, for the image types the upload screen takes. */
const SIGNATURES: ReadonlyArray<{ type: string; matches: (bytes: Uint8Array) => boolean }> = [
  { type: 'image/png', matches: (b) => startsWith(b, [0x89, 0x50, 0x4e, 0x47]) },
  { type: 'image/jpeg', matches: (b) => startsWith(b, [0xff, 0xd8, 0xff]) },
  { type: 'image/gif', matches: (b) => ascii(b, 0, 4) === 'GIF8' },
  { type: 'image/webp', matches: (b) => ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 4) === 'WEBP' },
  { type: 'image/bmp', matches: (b) => ascii(b, 0, 2) === 'BM' },
  {
    type: 'image/tiff',
    matches: (b) => startsWith(b, [0x49, 0x49, 0x2a, 0x00]) || startsWith(b, [0x4d, 0x4d, 0x00, 0x2a]),
  },
];

/** Pictures a browser draws and never runs: served inline. SVG can carry script and is served as a file. */
export const RASTER_TYPES: ReadonlySet<string> = new Set(SIGNATURES.map(({ type }) => type));

function startsWith(bytes: Uint8Array, prefix: readonly number[]): boolean {
  return prefix.every((byte, index) => bytes[index] === byte);
}

function ascii(bytes: Uint8Array, start: number, length: number): string {
  return String.fromCharCode(...bytes.subarray(start, start + length));
}

/** An SVG document: text whose first element, after any XML declaration, comments or doctype, is <svg>. */
function isSvg(bytes: Uint8Array): boolean {
  const head = new TextDecoder().decode(bytes.subarray(0, 1024));
  return /^\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*|<!DOCTYPE[^>]*>\s*)*<svg[\s>]/i.test(head);
}

/** The image type the bytes hold, or null when they are not one of the upload screen's image types. */
export function sniffImageType(bytes: Uint8Array): string | null {
  return SIGNATURES.find(({ matches }) => matches(bytes))?.type ?? (isSvg(bytes) ? 'image/svg+xml' : null);
}
