import { MAX_IMPORT_ROWS, parseWorkbook, type ImportColumn, type ParseResult } from './import-core';
import type { WorkerReply, WorkerRequest } from './worker-protocol';

/** A File's bytes; jsdom's File has no arrayBuffer(), so FileReader is the fallback. */
export function readFileBytes(file: Blob): Promise<ArrayBuffer> {
  if (typeof file.arrayBuffer === 'function') return file.arrayBuffer();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsArrayBuffer(file);
  });
}

export interface ParseFileOptions {
  columns: ImportColumn[];
  maxRows?: number;
  onProgress: (percent: number) => void;
}

/**
 * Parses and checks an Excel file in a Web Worker. Where there is no Worker (jsdom in the tests, which
 * therefore exercise this path) it parses on this thread instead, with the same pure module; xlsx is
 * then loaded on demand, still never from a screen's top-level imports.
 */
export async function parseExcelFile(file: Blob, options: ParseFileOptions): Promise<ParseResult> {
  const { columns, maxRows = MAX_IMPORT_ROWS, onProgress } = options;
  const data = await readFileBytes(file);
  if (typeof Worker === 'undefined') {
    const xlsx = await import('xlsx');
    return parseWorkbook(xlsx, data, { columns, maxRows, onProgress });
  }
  const worker = new Worker(new URL('./parse.worker.ts', import.meta.url), { type: 'module' });
  try {
    return await new Promise<ParseResult>((resolve, reject) => {
      worker.onmessage = (event: MessageEvent<WorkerReply>) => {
        const reply = event.data;
        if (reply.type === 'progress') onProgress(reply.percent);
        else if (reply.type === 'done') resolve(reply.result);
        else reject(new Error(reply.message));
      };
      worker.onerror = (event) => reject(new Error(event.message || 'The file could not be parsed'));
      const request: WorkerRequest = { data, columns, maxRows };
      worker.postMessage(request, [data]);
    });
  } finally {
    worker.terminate();
  }
}
