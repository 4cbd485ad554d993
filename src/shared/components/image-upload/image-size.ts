/**
 * Reads an image's pixel size. PNG, GIF, BMP, JPEG and WebP are read from their headers (fast for a
 * 10 MB file, with no decoding); other formats (SVG, TIFF) are
 * decoded by the browser. Null when neither works.
 */
export interface PixelSize {
  width: number;
  height: number;
}

const ascii = (bytes: Uint8Array, start: number, length: number) =>
  String.fromCharCode(...bytes.subarray(start, start + length));

/** The pixel size written in an image file's header, or null for a format or file it cannot read. */
export function sizeFromHeader(bytes: Uint8Array): PixelSize | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const has = (length: number) => bytes.length >= length;
  // PNG: signature, then the IHDR chunk with big-endian width and height.
  if (has(24) && bytes[0] === 0x89 && ascii(bytes, 1, 3) === 'PNG' && ascii(bytes, 12, 4) === 'IHDR') {
    return { width: view.getUint32(16), height: view.getUint32(20) };
  }
  // GIF: logical screen size, little-endian.
  if (has(10) && ascii(bytes, 0, 4) === 'GIF8') {
    return { width: view.getUint16(6, true), height: view.getUint16(8, true) };
  }
  // BMP: BITMAPINFOHEADER width and (possibly negative, top-down) height.
  if (has(26) && ascii(bytes, 0, 2) === 'BM') {
    return { width: Math.abs(view.getInt32(18, true)), height: Math.abs(view.getInt32(22, true)) };
  }
  // WebP: lossy (VP8), lossless (VP8L) or extended (VP8X).
  if (has(30) && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WEBP') {
    const chunk = ascii(bytes, 12, 4);
    if (chunk === 'VP8 ')
      return { width: view.getUint16(26, true) & 0x3fff, height: view.getUint16(28, true) & 0x3fff };
    if (chunk === 'VP8L') {
      const bits = view.getUint32(21, true);
      return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
    }
    if (chunk === 'VP8X') {
      const width = 1 + (bytes[24] | (bytes[25] << 8) | (bytes[26] << 16));
      const height = 1 + (bytes[27] | (bytes[28] << 8) | (bytes[29] << 16));
      return { width, height };
    }
    return null;
  }
  // JPEG: walk the segments to the first start-of-frame marker.
  if (has(4) && bytes[0] === 0xff && bytes[1] === 0xd8) {
    let offset = 2;
    while (offset + 9 < bytes.length) {
      if (bytes[offset] !== 0xff) return null;
      const marker = bytes[offset + 1];
      if (marker === 0xff) {
        offset += 1;
        continue;
      }
      const isFrame = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
      if (isFrame) return { width: view.getUint16(offset + 7), height: view.getUint16(offset + 5) };
      offset += 2 + view.getUint16(offset + 2);
    }
  }
  return null;
}

/** JPEG frames can sit after large metadata blocks; PNG/GIF/BMP/WebP need far less. */
const HEADER_BYTES = 256 * 1024;

function decodeInBrowser(file: Blob): Promise<PixelSize | null> {
  return new Promise((resolve) => {
    const url = URL.createObjectURL(file);
    const image = new Image();
    const done = (size: PixelSize | null) => {
      URL.revokeObjectURL(url);
      resolve(size);
    };
    image.onload = () => done(image.naturalWidth ? { width: image.naturalWidth, height: image.naturalHeight } : null);
    image.onerror = () => done(null);
    image.src = url;
  });
}

export async function readImageSize(file: Blob): Promise<PixelSize | null> {
  try {
    const fromHeader = sizeFromHeader(new Uint8Array(await file.slice(0, HEADER_BYTES).arrayBuffer()));
    return fromHeader ?? (await decodeInBrowser(file));
  } catch {
    return null;
  }
}
