import { pathOf } from '../../shared/api/endpoint';
import { compactLangTexts } from '../../shared/components/lang-fields/lang-rules';
import { http, type CallOptions } from '../../shared/request/http';
import type { Page } from '../../shared/types/page';
import { BEAUTY_ENDPOINTS as E } from './endpoints';
import type { BeautyInput, BeautyItem, BeautyKind, StoredPackage } from './types';

const formCall = { silent: true };
const trimmed = (input: BeautyInput): BeautyInput => ({ ...input, names: compactLangTexts(input.names) });

export const beautyKeys = { all: (kind: BeautyKind) => ['beauty', kind] as const };

export const beautyApi = {
  page: (kind: BeautyKind, params: Record<string, string | number>, options?: CallOptions) =>
    http.get<Page<BeautyItem>>(pathOf(E.page, { kind }), params, options),
  create: (kind: BeautyKind, input: BeautyInput) =>
    http.post<BeautyItem>(pathOf(E.create, { kind }), trimmed(input), formCall),
  update: (kind: BeautyKind, id: number, input: BeautyInput) =>
    http.put<BeautyItem>(pathOf(E.update, { kind, id }), trimmed(input), formCall),
  list: (kind: BeautyKind, id: number) => http.post<BeautyItem>(pathOf(E.list, { kind, id })),
  delist: (kind: BeautyKind, id: number) => http.post<BeautyItem>(pathOf(E.delist, { kind, id })),
  remove: (kind: BeautyKind, id: number) => http.delete<null>(pathOf(E.remove, { kind, id })),
  /** Saves the tray order: every item of the kind, first shown first. */
  order: (kind: BeautyKind, ids: number[]) => http.post<null>(pathOf(E.order, { kind }), { ids }, formCall),
  uploadPackage: (kind: BeautyKind, file: File, onProgress?: (percent: number) => void) => {
    const body = new FormData();
    body.append('file', file, file.name);
    body.append('fileName', file.name);
    return http.post<StoredPackage>(pathOf(E.uploadPackage, { kind }), body, {
      skipLoading: true,
      silent: true,
      onUploadProgress: (event) => {
        if (onProgress && event.total) onProgress(Math.round((event.loaded / event.total) * 100));
      },
    });
  },
};
