const be32 = (n: number) => [(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255];

/** A PNG whose header says width x height (the mock stores bytes; only the checks read them). */
export function pngFile(name: string, width = 64, height = 64): File {
  const header = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...be32(13), 0x49, 0x48, 0x44, 0x52];
  const bytes = Uint8Array.from([...header, ...be32(width), ...be32(height), 8, 6, 0, 0, 0, 0, 0, 0, 0]);
  return new File([bytes], name, { type: 'image/png' });
}
