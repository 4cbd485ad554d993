import type { ImportColumn, ParseResult } from './import-core';

/** What the page sends the parse worker: the file's bytes (transferred) and the columns to check. */
export interface WorkerRequest {
  data: ArrayBuffer;
  columns: ImportColumn[];
  maxRows: number;
}

export type WorkerReply =
  { type: 'progress'; percent: number } | { type: 'done'; result: ParseResult } | { type: 'failed'; message: string };
