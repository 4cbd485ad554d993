import type { Row } from '../../../mocks/row';
import { ICON_SIZE, type BeautyItem, type BeautyKind, type BeautyNames } from '../types';
import { seedInstant } from '../../../mocks/seed-instant';

export const BEAUTY_COLLECTION = 'beauty-effects';
export const BEAUTY_PACKAGES = 'beauty-packages';
export type BeautyRow = BeautyItem & Row;
/** A stored effect package: what was uploaded, not its bytes (the console never reads them back). */
export interface PackageRow extends Row {
  kind: BeautyKind;
  name: string;
  size: number;
  url: string;
  uploadedBy: string;
  uploadedAt: string;
}

const HOUR = 3_600_000;

/** A tray icon of the exact size, drawn as SVG. */
function trayIcon(color: string, glyph: string) {
  const { width, height } = ICON_SIZE;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
    `<rect width="${width}" height="${height}" rx="40" fill="${color}"/>` +
    `<text x="100" y="128" font-size="84" text-anchor="middle" fill="#fff" font-family="sans-serif">${glyph}</text></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

interface Sample {
  kind: BeautyKind;
  names: BeautyNames;
  color: string;
  glyph: string;
  asset: 'image' | 'package';
  file: string;
  size: number;
  listed: boolean;
}

const SAMPLES: Sample[] = [
  {
    kind: 'sticker',
    names: { en: { name: 'Bunny ears' }, zh: { name: '兔耳朵' }, ar: { name: 'آذان الأرنب' } },
    color: '#f759ab',
    glyph: 'B',
    asset: 'package',
    file: 'bunny-ears.zip',
    size: 1_843_200,
    listed: true,
  },
  {
    kind: 'sticker',
    names: { en: { name: 'Baby bump hearts' }, zh: { name: '孕肚爱心' }, ar: { name: 'قلوب الحمل' } },
    color: '#ff4d4f',
    glyph: '♥',
    asset: 'image',
    file: 'bump-hearts.png',
    size: 384_000,
    listed: true,
  },
  {
    kind: 'sticker',
    names: { en: { name: 'Flower crown' }, zh: { name: '花环' }, fr: { name: 'Couronne de fleurs' } },
    color: '#73d13d',
    glyph: '✿',
    asset: 'package',
    file: 'flower-crown.zip',
    size: 2_621_440,
    listed: true,
  },
  {
    kind: 'sticker',
    names: { en: { name: 'Ramadan lantern' }, ar: { name: 'فانوس رمضان' }, ms: { name: 'Pelita Ramadan' } },
    color: '#faad14',
    glyph: 'R',
    asset: 'package',
    file: 'ramadan-lantern.zip',
    size: 3_145_728,
    listed: false,
  },
  {
    kind: 'sticker',
    names: { en: { name: 'Sleepy moon' }, zh: { name: '困困月亮' } },
    color: '#2f54eb',
    glyph: '☾',
    asset: 'image',
    file: 'sleepy-moon.png',
    size: 256_000,
    listed: true,
  },
  {
    kind: 'style',
    names: { en: { name: 'Natural glow' }, zh: { name: '自然光泽' }, ar: { name: 'توهج طبيعي' } },
    color: '#d48806',
    glyph: 'N',
    asset: 'package',
    file: 'natural-glow.zip',
    size: 4_194_304,
    listed: true,
  },
  {
    kind: 'style',
    names: { en: { name: 'Soft pink' }, zh: { name: '柔粉' }, ind: { name: 'Merah muda lembut' } },
    color: '#eb2f96',
    glyph: 'P',
    asset: 'image',
    file: 'soft-pink-lut.png',
    size: 786_432,
    listed: true,
  },
  {
    kind: 'style',
    names: { en: { name: 'Black and white' }, zh: { name: '黑白' }, ar: { name: 'أبيض وأسود' } },
    color: '#434343',
    glyph: 'BW',
    asset: 'image',
    file: 'mono-lut.png',
    size: 524_288,
    listed: true,
  },
  {
    kind: 'style',
    names: { en: { name: 'Golden hour' }, fr: { name: 'Heure dorée' } },
    color: '#fa8c16',
    glyph: 'G',
    asset: 'package',
    file: 'golden-hour.zip',
    size: 5_242_880,
    listed: false,
  },
];

/** Stickers and styles, listed and not, with images and packages. Deterministic. */
export function seedBeauty(now = seedInstant()): Record<string, Row[]> {
  const today = new Date(now);
  today.setHours(0, 0, 0, 0);
  const packages: PackageRow[] = [];
  const rows: BeautyRow[] = SAMPLES.map((sample, index) => {
    const at = new Date(today.getTime() - (index + 1) * 26 * HOUR).toISOString();
    const by = index % 3 ? 'admin' : 'operator';
    let url = trayIcon(sample.color, sample.glyph);
    if (sample.asset === 'package') {
      const id = packages.length + 1;
      url = `${location.origin}/mock-beauty/${id}/${sample.file}`;
      packages.push({
        id,
        kind: sample.kind,
        name: sample.file,
        size: sample.size,
        url,
        uploadedBy: by,
        uploadedAt: at,
      });
    }
    const sameKind = SAMPLES.filter((other) => other.kind === sample.kind);
    return {
      id: index + 1,
      kind: sample.kind,
      names: sample.names,
      icon: trayIcon(sample.color, sample.glyph),
      asset: { type: sample.asset, url, name: sample.file, size: sample.size },
      status: sample.listed ? 'listed' : 'delisted',
      weight: (sameKind.length - sameKind.indexOf(sample)) * 10,
      updatedBy: by,
      updatedAt: at,
    };
  });
  return { [BEAUTY_COLLECTION]: rows, [BEAUTY_PACKAGES]: packages };
}
