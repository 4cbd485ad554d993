import { MAX_IMPORT_ROWS, parseWorkbook, type ImportColumn, type ParseResult } from './import-core';
import type { WorkerReply, WorkerRequest } from './worker-protocol';

export interface ParseFileOptions {
  columns: ImportColumn[];
  maxRows?: number;
  onProgress: (percent: number) => void;
  /** Stops the worker (the dialog was closed or another file chosen); the promise then never settles. */
  signal?: AbortSignal;
}

function parseInThread(data: ArrayBuffer, options: ParseFileOptions & { maxRows: number }): Promise<ParseResult> {
  return import('xlsx').then((xlsx) => parseWorkbook(xlsx, data, options));
}

/**
 * Parses and checks an Excel file in a Web Worker, so the page stays responsive. Where the worker
 * cannot start, it parses on this thread instead with the same pure module; xlsx is then loaded on
 * demand, still never from a screen's top-level imports.
 */
export async function parseExcelFile(file: Blob, options: ParseFileOptions): Promise<ParseResult> {
  const { columns, maxRows = MAX_IMPORT_ROWS, onProgress, signal } = options;
  const data = await file.arrayBuffer();
  const worker = new Worker(new URL('./parse.worker.ts', import.meta.url), { type: 'module' });
  signal?.addEventListener('abort', () => worker.terminate());
  let started = false;
  try {
    return await new Promise<ParseResult>((resolve, reject) => {
      worker.onmessage = (event: MessageEvent<WorkerReply>) => {
        started = true;
        const reply = event.data;
        if (reply.type === 'progress') onProgress(reply.percent);
        else if (reply.type === 'done') resolve(reply.result);
        else reject(new Error(reply.message));
      };
      worker.onerror = (event) => {
        event.preventDefault();
        // A worker that could not even start (blocked, or an old browser): parse here instead. The
        // bytes were transferred to it, so read the file again.
        if (!started) {
          file
            .arrayBuffer()
            .then((again) => parseInThread(again, { ...options, maxRows }))
            .then(resolve, reject);
        } else {
          reject(new Error(event.message || 'The file could not be parsed'));
        }
      };
      const request: WorkerRequest = { data, columns, maxRows };
      worker.postMessage(request, [data]);
    });
  } finally {
    worker.terminate();
  }
}
