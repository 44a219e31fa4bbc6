import { pathToFileURL } from 'node:url';
import { Worker, type Transferable } from 'node:worker_threads';
import { SERVER_TSCONFIG, serverModuleFile } from '../paths';

/**
 * A worker is kept this long after its task for the next one of its module (the admin previews
 * an import, then applies it: one start for both), then ended, its memory with it.
 */
const KEEP_IDLE_MS = 30_000;

/**
 * A .ts worker from source (tsx, vitest) registers tsx's loader first, given the server's
 * tsconfig (its #server/* paths) whatever the working directory.
 */
function fromSource(file: string) {
  const tsx = import.meta.resolve('tsx/esm/api');
  return `import(${JSON.stringify(tsx)})
  .then(({ register }) => register({ tsconfig: ${JSON.stringify(SERVER_TSCONFIG)} }))
  .then(() => import(${JSON.stringify(pathToFileURL(file).href)}));`;
}

function start(name: string): Worker {
  const file = serverModuleFile(name);
  return file.endsWith('.ts') ? new Worker(fromSource(file), { eval: true }) : new Worker(file);
}

/** Idle workers by module: `forget` takes one off the list (its time is up, or it ended). */
const idle = new Map<string, { worker: Worker; end: NodeJS.Timeout; forget: () => void }>();
const ignore = () => {};

function take(name: string): Worker {
  const kept = idle.get(name);
  if (!kept) return start(name);
  idle.delete(name);
  clearTimeout(kept.end);
  kept.worker.off('error', ignore).off('exit', kept.forget).ref();
  return kept.worker;
}

function keep(name: string, worker: Worker) {
  if (idle.has(name)) {
    void worker.terminate();
    return;
  }
  const forget = () => {
    if (idle.get(name)?.worker === worker) idle.delete(name);
  };
  const end = setTimeout(() => {
    forget();
    void worker.terminate();
  }, KEEP_IDLE_MS).unref();
  // Unreferenced, an idle worker holds up no shutdown; an error of its own only ends it.
  worker.on('error', ignore).once('exit', forget).unref();
  idle.set(name, { worker, end, forget });
}

/**
 * Runs one task in a worker thread, so its computing leaves the event loop that answers requests
 * free. `name` is the module's path under src without extension, a *.worker.ts file (which
 * scripts/build.mjs bundles beside the server): it gets `data` as a message and posts one
 * message back, the answer. A worker runs one task at a time (another task meanwhile starts
 * another worker); one that fails is ended and the task rejects.
 */
export function runWorkerTask<T>(name: string, data: unknown, transferList: Transferable[] = []): Promise<T> {
  const worker = take(name);
  return new Promise<T>((resolve, reject) => {
    const settle = () => {
      worker.off('message', answered).off('error', failed).off('exit', ended);
    };
    const answered = (answer: T) => {
      settle();
      keep(name, worker);
      resolve(answer);
    };
    const failed = (err: Error) => {
      settle();
      void worker.terminate();
      reject(err);
    };
    const ended = (code: number) => {
      settle();
      reject(new Error(`worker ${name} ended (${code}) without an answer`));
    };
    worker.on('message', answered).on('error', failed).on('exit', ended);
    worker.postMessage(data, transferList);
  });
}
