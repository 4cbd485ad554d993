/** A file in object storage, as the upload and list calls return it. */
export interface StoredFile {
  id: number;
  name: string;
  size: number;
  contentType: string;
  url: string;
  uploadedBy: string;
  uploadedAt: string;
}

export interface Page<T> {
  records: T[];
  total: number;
  current: number;
  size: number;
}
