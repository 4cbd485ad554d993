/**
 * The video files object storage takes (mp4, QuickTime mov and WebM), by name and by bytes: what a form
 * checks before uploading, and what the mock reads from the bytes it stored (the container, and the
 * length its header gives).
 */
const VIDEO_FORMATS = [
  { extension: 'mp4', contentType: 'video/mp4' },
  { extension: 'mov', contentType: 'video/quicktime' },
  { extension: 'webm', contentType: 'video/webm' },
] as const;
type VideoContentType = (typeof VIDEO_FORMATS)[number]['contentType'];

/** The largest video object storage keeps. */
export const MAX_VIDEO_BYTES = 100 * 1024 * 1024;

export const VIDEO_EXTENSIONS = VIDEO_FORMATS.map((format) => format.extension);
export const VIDEO_CONTENT_TYPES: readonly string[] = VIDEO_FORMATS.map((format) => format.contentType);

/** Value for an `<input type="file" accept>`: the extensions and the types. */
export const VIDEO_ACCEPT = [...VIDEO_EXTENSIONS.map((extension) => `.${extension}`), ...VIDEO_CONTENT_TYPES].join(',');

/** The video type a file name gives by its extension (a base before the dot needed), or null. */
export function videoTypeOfName(name: string): VideoContentType | null {
  const dot = name.lastIndexOf('.');
  if (dot <= 0) return null;
  const extension = name.slice(dot + 1).toLowerCase();
  return VIDEO_FORMATS.find((format) => format.extension === extension)?.contentType ?? null;
}

/** What a video's own bytes say: its container, and its length in seconds when the header gives it. */
interface VideoFacts {
  contentType: VideoContentType;
  seconds: number | null;
}

const ascii = (bytes: Uint8Array, start: number, length: number) =>
  String.fromCharCode(...bytes.subarray(start, start + length));

/** An unsigned big-endian integer of `length` bytes (at most 7, so that it stays exact). */
function uint(bytes: Uint8Array, start: number, length: number): number {
  let value = 0;
  for (let i = 0; i < length; i++) value = value * 256 + (bytes[start + i] ?? 0);
  return value;
}

interface Box {
  type: string;
  /** Where its content starts and ends. */
  start: number;
  end: number;
}

/** The ISO base media boxes between `from` and `to` (mp4 and QuickTime share them). */
function boxesIn(bytes: Uint8Array, from: number, to: number): Box[] {
  const boxes: Box[] = [];
  let at = from;
  while (at + 8 <= to) {
    let size = uint(bytes, at, 4);
    let header = 8;
    if (size === 1) {
      if (at + 16 > to) break;
      size = uint(bytes, at + 8, 8);
      header = 16;
    } else if (size === 0) size = to - at;
    if (size < header) break;
    boxes.push({ type: ascii(bytes, at + 4, 4), start: at + header, end: Math.min(at + size, to) });
    at += size;
  }
  return boxes;
}

/** mp4 or mov: a top-level `ftyp` (QuickTime's brand is `qt  `), or a QuickTime file's `moov` first. */
function isoVideo(bytes: Uint8Array): VideoFacts | null {
  const boxes = boxesIn(bytes, 0, bytes.length);
  const first = boxes[0];
  if (!first) return null;
  let contentType: VideoContentType;
  if (first.type === 'ftyp') contentType = ascii(bytes, first.start, 4) === 'qt  ' ? 'video/quicktime' : 'video/mp4';
  else if (['moov', 'mdat', 'wide', 'free'].includes(first.type) && boxes.some((box) => box.type === 'moov'))
    contentType = 'video/quicktime';
  else return null;
  const moov = boxes.find((box) => box.type === 'moov');
  const mvhd = moov && boxesIn(bytes, moov.start, moov.end).find((box) => box.type === 'mvhd');
  if (!mvhd) return { contentType, seconds: null };
  // version 0: 4-byte times, timescale, 4-byte duration; version 1: 8-byte times and duration.
  const wide = bytes[mvhd.start] === 1;
  const timescale = uint(bytes, mvhd.start + (wide ? 20 : 12), 4);
  const duration = uint(bytes, mvhd.start + (wide ? 24 : 16), wide ? 8 : 4);
  return { contentType, seconds: timescale ? duration / timescale : null };
}

/** An EBML variable-length number at `at`: its value and length; `marker` keeps the length bits (IDs). */
function vint(bytes: Uint8Array, at: number, marker: boolean): { value: number; length: number } | null {
  const first = bytes[at];
  if (first === undefined || first === 0) return null;
  const length = Math.clz32(first) - 23;
  if (length > 8 || at + length > bytes.length) return null;
  let value = marker ? first : first & (0xff >> length);
  let unknown = value === 0xff >> length;
  for (let i = 1; i < length; i++) {
    value = value * 256 + bytes[at + i];
    if (bytes[at + i] !== 0xff) unknown = false;
  }
  return { value: !marker && unknown ? Infinity : value, length };
}

interface EbmlElement {
  id: number;
  start: number;
  end: number;
}

/** The EBML elements between `from` and `to`; one of unknown size runs to `to`. */
function elementsIn(bytes: Uint8Array, from: number, to: number): EbmlElement[] {
  const elements: EbmlElement[] = [];
  let at = from;
  while (at < to) {
    const id = vint(bytes, at, true);
    const size = id && vint(bytes, at + id.length, false);
    if (!id || !size) break;
    const start = at + id.length + size.length;
    const end = Math.min(start + size.value, to);
    elements.push({ id: id.value, start, end });
    at = end;
  }
  return elements;
}

const EBML = 0x1a45dfa3;
const DOC_TYPE = 0x4282;
const SEGMENT = 0x18538067;
const INFO = 0x1549a966;
const TIMECODE_SCALE = 0x2ad7b1;
const DURATION = 0x4489;

/** WebM: an EBML header whose doc type is `webm`; the length is the Segment Info's Duration. */
function webmVideo(bytes: Uint8Array): VideoFacts | null {
  const [header, ...rest] = elementsIn(bytes, 0, bytes.length);
  if (header?.id !== EBML) return null;
  const docType = elementsIn(bytes, header.start, header.end).find((element) => element.id === DOC_TYPE);
  if (!docType || ascii(bytes, docType.start, docType.end - docType.start) !== 'webm') return null;
  const segment = rest.find((element) => element.id === SEGMENT);
  // The Info comes before the clusters: only the segment's first elements are read.
  const info = segment && elementsIn(bytes, segment.start, segment.end).find((element) => element.id === INFO);
  const fields = info ? elementsIn(bytes, info.start, info.end) : [];
  const scale = fields.find((element) => element.id === TIMECODE_SCALE);
  const duration = fields.find((element) => element.id === DURATION);
  if (!duration) return { contentType: 'video/webm', seconds: null };
  const view = new DataView(bytes.buffer, bytes.byteOffset + duration.start, duration.end - duration.start);
  const ticks = view.byteLength === 8 ? view.getFloat64(0) : view.byteLength === 4 ? view.getFloat32(0) : NaN;
  const nanosPerTick = scale ? uint(bytes, scale.start, scale.end - scale.start) : 1_000_000;
  return { contentType: 'video/webm', seconds: Number.isFinite(ticks) ? (ticks * nanosPerTick) / 1e9 : null };
}

/**
 * The container a file's bytes are (mp4, mov or WebM), and its length from the container's header
 * (mp4/mov `mvhd`, WebM Segment Info); null when the bytes are none of them.
 */
export function readVideoFacts(bytes: Uint8Array): VideoFacts | null {
  return webmVideo(bytes) ?? isoVideo(bytes);
}
