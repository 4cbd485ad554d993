import { compactLangTexts } from '../../shared/components/lang-fields/lang-rules';
import { http, type CallOptions } from '../../shared/request/http';
import type { Page } from '../../shared/types/page';
import type { BeautyInput, BeautyItem, BeautyKind, StoredPackage } from './types';

const PATH = '/services/content/api/beauty';
const formCall = { silent: true };
const trimmed = (input: BeautyInput): BeautyInput => ({ ...input, names: compactLangTexts(input.names) });

export const beautyKeys = { all: (kind: BeautyKind) => ['beauty', kind] as const };

export const beautyApi = {
  page: (kind: BeautyKind, params: Record<string, string | number>, options?: CallOptions) =>
    http.get<Page<BeautyItem>>(`${PATH}/${kind}`, params, options),
  create: (kind: BeautyKind, input: BeautyInput) => http.post<BeautyItem>(`${PATH}/${kind}`, trimmed(input), formCall),
  update: (kind: BeautyKind, id: number, input: BeautyInput) =>
    http.put<BeautyItem>(`${PATH}/${kind}/${id}`, trimmed(input), formCall),
  list: (kind: BeautyKind, id: number) => http.post<BeautyItem>(`${PATH}/${kind}/${id}/list`),
  delist: (kind: BeautyKind, id: number) => http.post<BeautyItem>(`${PATH}/${kind}/${id}/delist`),
  remove: (kind: BeautyKind, id: number) => http.delete<null>(`${PATH}/${kind}/${id}`),
  /** Saves the tray order: every item of the kind, first shown first. */
  order: (kind: BeautyKind, ids: number[]) => http.post<null>(`${PATH}/${kind}/order`, { ids }, formCall),
  uploadPackage: (kind: BeautyKind, file: File, onProgress?: (percent: number) => void) => {
    const body = new FormData();
    body.append('file', file, file.name);
    body.append('fileName', file.name);
    return http.post<StoredPackage>(`${PATH}/${kind}/packages`, body, {
      skipLoading: true,
      silent: true,
      onUploadProgress: (event) => {
        if (onProgress && event.total) onProgress(Math.round((event.loaded / event.total) * 100));
      },
    });
  },
};
