/// <reference lib="webworker" />
/**
 * Parses and checks an Excel file off the main thread, so a 20,000-row import keeps the page responsive.
 * xlsx is loaded here (the worker is its own chunk), never by the screen that starts the import.
 */
import * as XLSX from 'xlsx';
import { parseWorkbook, type ImportColumn } from './import-core';
import type { WorkerReply, WorkerRequest } from './worker-protocol';

declare const self: DedicatedWorkerGlobalScope;

self.onmessage = (event: MessageEvent<WorkerRequest>) => {
  const { data, columns, maxRows } = event.data;
  const reply = (message: WorkerReply) => self.postMessage(message);
  try {
    const result = parseWorkbook(XLSX, data, {
      columns: columns as ImportColumn[],
      maxRows,
      onProgress: (percent) => reply({ type: 'progress', percent }),
    });
    reply({ type: 'done', result });
  } catch (error) {
    reply({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
  }
};
