// A worker thread's task (lib/worker-task.ts): an uploaded workbook read and checked, off the
// event loop that answers requests; the answer is plain data, the errors rebuilt by the caller.
import { parentPort } from 'node:worker_threads';
import { FileRefused } from '#server/lib/xlsx-read';
import { readStringsWorkbook, WorkbookCellErrors, type WorkbookAnswer } from './translations.xlsx';

async function answer(file: Uint8Array): Promise<WorkbookAnswer> {
  try {
    return { rows: await readStringsWorkbook(Buffer.from(file.buffer, file.byteOffset, file.byteLength)) };
  } catch (err) {
    if (err instanceof FileRefused) return { refused: { reason: err.reason, detail: err.message } };
    if (err instanceof WorkbookCellErrors) return { cells: err.fields };
    throw err;
  }
}

// One file a message; an unexpected error ends the worker (the caller's task rejects).
parentPort?.on('message', (file: Uint8Array) => {
  void answer(file).then((rows) => parentPort?.postMessage(rows));
});
