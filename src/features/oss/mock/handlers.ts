import { http, HttpResponse } from 'msw';
import { withAccount } from '../../../mocks/auth-guard';
import { db } from '../../../mocks/db';
import type { Row } from '../../../mocks/row';
import { route } from '../../../mocks/endpoint-route';
import { ok, paginate, readPageQuery } from '../../../mocks/envelope';
import { OSS_ENDPOINTS as E } from '../../../shared/uploads/endpoints';
import { readImageSize, type PixelSize } from '../../../shared/components/image-upload/image-size';
import { isImageFileName } from '../../../shared/utils/image-file';
import type { StoredFile } from '../../../shared/uploads/types';
import { MAX_IMAGE_BYTES } from '../../../shared/uploads/uploads-api';
import { MAX_VIDEO_BYTES, readVideoFacts, videoTypeOfName } from '../../../shared/uploads/video-file';
import { RASTER_TYPES, sniffImageType } from './sniff-image';
import { mockVoice } from '../../../mocks/mock-voice';

export const OSS_FILES = 'oss-files';
const voice = mockVoice('oss');
/** Where the mock's object storage serves files; same origin, so the service worker answers. */
const MOCK_OSS_PREFIX = '/mock-oss/';

type FileRow = StoredFile & Row & { dataUrl: string };

function publicFile({ dataUrl: _dataUrl, ...file }: FileRow): StoredFile {
  return file;
}

/** The file the console uploaded to this address, with its bytes (as a data URL): what a server re-checks. */
export function storedFileAt(url: string): { size: number; contentType: string; dataUrl: string } | undefined {
  return db.find<FileRow>(OSS_FILES, (file) => file.url === url);
}

/** An image's pixels from its bytes (a data URL); null when unreadable. */
export async function pixelsOf(dataUrl: string): Promise<PixelSize | null> {
  return readImageSize(await (await fetch(dataUrl)).blob());
}

function toDataUrl(bytes: Uint8Array, contentType: string): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return `data:${contentType};base64,${btoa(binary)}`;
}

/**
 * How a stored file is served: its type as its bytes said at upload, never sniffed again by the browser;
 * a raster picture or a video inline, anything else (SVG, which can carry script) as an attachment, so
 * opening its address never runs it as a page of this origin.
 */
function servingHeaders(row: FileRow): Record<string, string> {
  const headers: Record<string, string> = {
    'Content-Type': row.contentType || 'application/octet-stream',
    'X-Content-Type-Options': 'nosniff',
  };
  if (!RASTER_TYPES.has(row.contentType) && !row.contentType.startsWith('video/')) {
    headers['Content-Disposition'] = `attachment; filename*=UTF-8''${encodeURIComponent(row.name)}`;
  }
  return headers;
}

/** Keeps an uploaded file and gives it its public address. */
function store(name: string, size: number, contentType: string, bytes: Uint8Array, login: string): FileRow {
  const id = db.nextId(OSS_FILES);
  return db.insert<FileRow>(OSS_FILES, {
    id,
    name,
    size,
    contentType,
    url: `${location.origin}${MOCK_OSS_PREFIX}${id}/${encodeURIComponent(name)}`,
    uploadedBy: login,
    uploadedAt: new Date().toISOString(),
    dataUrl: toDataUrl(bytes, contentType),
  });
}

export const ossHandlers = [
  route(
    E.page,
    withAccount(({ request }) => {
      // The images: the videos stored for video posts are not the files screen's.
      const rows = db
        .all<FileRow>(OSS_FILES)
        .filter((row) => row.contentType.startsWith('image/'))
        .map(publicFile);
      return ok(paginate(rows, readPageQuery(new URL(request.url))));
    }),
  ),

  /**
   * Enforces what the upload screen checks (an image by extension, not empty, under 10 MB) and what it
   * cannot: that the bytes are an image, whose type they give.
   */
  route(
    E.upload,
    withAccount(async ({ request, account }) => {
      const form = await request.formData();
      const file = form.get('file');
      // Duck-typed: in Node tests the File comes from a different realm than the global one.
      if (!file || typeof file === 'string') return voice.refuse(request, 400, 'refusals.noFile');
      const name = String(form.get('fileName') ?? '').trim() || file.name;
      if (!isImageFileName(name)) return voice.refuse(request, 400, 'refusals.notImageFile', { name });
      if (file.size === 0) return voice.refuse(request, 400, 'refusals.emptyFile', { name });
      if (file.size > MAX_IMAGE_BYTES) return voice.refuse(request, 400, 'refusals.tooLarge', { name, limit: '10 MB' });
      const bytes = new Uint8Array(await file.arrayBuffer());
      const contentType = sniffImageType(bytes);
      if (!contentType) return voice.refuse(request, 400, 'refusals.notImageFile', { name });

      return ok(publicFile(store(name, file.size, contentType, bytes, account.login)));
    }),
  ),

  /**
   * Enforces what the video field checks before uploading (a video by its name, not empty, at most
   * 100 MB) and what it cannot: that the bytes are an mp4, mov or WebM file, whose type they give. Its
   * length is a post's rule, checked when the post is published.
   */
  route(
    E.uploadVideo,
    withAccount(async ({ request, account }) => {
      const form = await request.formData();
      const file = form.get('file');
      if (!file || typeof file === 'string') return voice.refuse(request, 400, 'refusals.noFile');
      const name = String(form.get('fileName') ?? '').trim() || file.name;
      if (!videoTypeOfName(name)) return voice.refuse(request, 400, 'refusals.notVideoFile', { name });
      if (file.size === 0) return voice.refuse(request, 400, 'refusals.emptyFile', { name });
      if (file.size > MAX_VIDEO_BYTES) {
        return voice.refuse(request, 400, 'refusals.tooLarge', { name, limit: `${MAX_VIDEO_BYTES / 1024 / 1024} MB` });
      }
      const bytes = new Uint8Array(await file.arrayBuffer());
      const facts = readVideoFacts(bytes);
      if (!facts) return voice.refuse(request, 400, 'refusals.notVideoFile', { name });
      return ok(publicFile(store(name, file.size, facts.contentType, bytes, account.login)));
    }),
  ),

  /**
   * The stored bytes themselves (public, like an object storage URL): the storage's own address, not a
   * gateway endpoint, so it has no declaration.
   */
  http.get(`*${MOCK_OSS_PREFIX}:id/:name`, async ({ params }) => {
    const row = db.byId<FileRow>(OSS_FILES, Number(params.id));
    if (!row) return new HttpResponse(null, { status: 404 });
    const blob = await (await fetch(row.dataUrl)).blob();
    return new HttpResponse(blob, { headers: servingHeaders(row) });
  }),
];
