import { pathToFileURL } from 'node:url';
import { Worker, type Transferable } from 'node:worker_threads';
import { SERVER_TSCONFIG, serverModuleFile } from '../paths';

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

/**
 * Runs one task in a worker thread of its own, so its computing leaves the event loop that answers
 * requests free. `name` is the module's path under src without extension (a *.worker.ts file,
 * which scripts/build.mjs bundles beside the server); it gets `data` as its workerData and posts
 * one message, the answer. The worker ends with its task; one that fails rejects.
 */
export function runWorkerTask<T>(name: string, data: unknown, transferList: Transferable[] = []): Promise<T> {
  const file = serverModuleFile(name);
  const options = { workerData: data, transferList };
  const worker = file.endsWith('.ts')
    ? new Worker(fromSource(file), { ...options, eval: true })
    : new Worker(file, options);
  return new Promise<T>((resolve, reject) => {
    worker.once('message', (answer: T) => {
      resolve(answer);
      void worker.terminate();
    });
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`worker ${name} ended (${code}) without an answer`)));
  });
}
