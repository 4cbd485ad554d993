/**
 * A tiny, well-formed mp4 of any length: one 16x16 VP9 sample lasting the whole video, in the boxes a
 * player reads first (`ftyp`, then `moov` with the movie's and the track's length, then `mdat`). Browsers
 * read its length from the metadata as from any mp4; the mock reads it from `mvhd`.
 */
const u32 = (n: number) => [(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255];
const u16 = (n: number) => [(n >>> 8) & 255, n & 255];
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));
const zeros = (count: number) => new Array<number>(count).fill(0);
const box = (type: string, ...parts: number[][]) => {
  const body = parts.flat();
  return [...u32(8 + body.length), ...ascii(type), ...body];
};
const fullBox = (type: string, version: number, flags: number, ...parts: number[][]) =>
  box(type, [version, (flags >> 16) & 255, (flags >> 8) & 255, flags & 255], ...parts);
const MATRIX = [0x10000, 0, 0, 0, 0x10000, 0, 0, 0, 0x40000000].flatMap(u32);
const SIZE = 16;
/** A VP9 key frame's first bytes: players read the metadata, not the picture. */
const FRAME = [0x82, 0x49, 0x83, 0x42, 0x00, 0x00, 0xf0, 0x00, 0xf6, 0x00, 0x38, 0x24, 0x1c, 0x18, 0x00, 0x00];

function moov(duration: number, timescale: number, frameAt: number) {
  const sampleEntry = box(
    'vp09',
    zeros(6),
    u16(1),
    zeros(16),
    u16(SIZE),
    u16(SIZE),
    u32(0x00480000),
    u32(0x00480000),
    u32(0),
    u16(1),
    zeros(32),
    u16(0x18),
    u16(0xffff),
    // VP9 profile 0, level 1, 8 bits, 4:2:0, BT.709, no initialization data.
    fullBox('vpcC', 1, 0, [0, 10, (8 << 4) | (1 << 1), 1, 1, 1], u16(0)),
  );
  const sampleTable = box(
    'stbl',
    fullBox('stsd', 0, 0, u32(1), sampleEntry),
    fullBox('stts', 0, 0, u32(1), u32(1), u32(duration)),
    fullBox('stsc', 0, 0, u32(1), u32(1), u32(1), u32(1)),
    fullBox('stsz', 0, 0, u32(0), u32(1), u32(FRAME.length)),
    fullBox('stco', 0, 0, u32(1), u32(frameAt)),
  );
  return box(
    'moov',
    fullBox(
      'mvhd',
      0,
      0,
      u32(0),
      u32(0),
      u32(timescale),
      u32(duration),
      u32(0x10000),
      u16(0x100),
      zeros(10),
      MATRIX,
      zeros(24),
      u32(2),
    ),
    box(
      'trak',
      fullBox(
        'tkhd',
        0,
        3,
        u32(0),
        u32(0),
        u32(1),
        u32(0),
        u32(duration),
        zeros(8),
        zeros(8),
        MATRIX,
        u32(SIZE << 16),
        u32(SIZE << 16),
      ),
      box(
        'mdia',
        fullBox('mdhd', 0, 0, u32(0), u32(0), u32(timescale), u32(duration), u16(0x55c4), u16(0)),
        fullBox('hdlr', 0, 0, u32(0), ascii('vide'), zeros(12), ascii('VideoHandler'), [0]),
        box(
          'minf',
          fullBox('vmhd', 0, 1, zeros(8)),
          box('dinf', fullBox('dref', 0, 0, u32(1), fullBox('url ', 0, 1))),
          sampleTable,
        ),
      ),
    ),
  );
}

/** The bytes of an mp4 lasting `seconds`. */
export function mp4Bytes(seconds: number): Uint8Array<ArrayBuffer> {
  const timescale = 1000;
  const duration = Math.round(seconds * timescale);
  const ftyp = box('ftyp', ascii('isom'), u32(0x200), ascii('isom'), ascii('iso2'), ascii('mp41'));
  // The sample's offset: after ftyp, moov (whose length does not depend on it) and mdat's header.
  const frameAt = ftyp.length + moov(duration, timescale, 0).length + 8;
  return Uint8Array.from([...ftyp, ...moov(duration, timescale, frameAt), ...box('mdat', FRAME)]);
}

/** An mp4 file lasting `seconds`, as a user picks it. */
export function mp4File(name: string, seconds: number, type = 'video/mp4'): File {
  return new File([mp4Bytes(seconds)], name, { type });
}
