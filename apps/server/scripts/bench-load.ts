// The benches' load generator (npm run bench, npm run bench:publish), in a worker thread so that
// client and server do not share one event loop.
import { Worker } from 'node:worker_threads';

/**
 * `connections` keep-alive clients in a loop for `seconds`, each request to the next of `urls` in
 * turn; latencies in ms. node:http, not fetch: fetch decompresses every brotli body, and on two
 * cores that client work (not the server's) would set the pace of the compressed lines.
 */
const LOAD = `
const http = require('node:http');
const { parentPort, workerData } = require('node:worker_threads');
const { urls, seconds, connections, encoding } = workerData;
const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
const end = performance.now() + seconds * 1000;
const times = [];
let errors = 0;
let next = 0;
const get = (url) =>
  new Promise((resolve) => {
    const req = http.get(url, { agent, headers: { 'accept-language': 'en', 'accept-encoding': encoding } }, (res) => {
      res.on('data', () => {});
      res.on('end', () => resolve(res.statusCode === 200));
      res.on('error', () => resolve(false));
    });
    req.on('error', () => resolve(false));
  });
async function client() {
  while (performance.now() < end) {
    const url = urls[next++ % urls.length];
    const t = performance.now();
    if (!(await get(url))) errors += 1;
    times.push(performance.now() - t);
  }
}
Promise.all(Array.from({ length: connections }, client)).then(() => parentPort.postMessage({ times, errors }));
`;

export interface LoadOptions {
  urls: string[];
  seconds: number;
  connections: number;
  /** The Accept-Encoding the clients send ('br', or 'identity' for none). */
  encoding: string;
}

export function load(options: LoadOptions): Promise<{ times: number[]; errors: number }> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(LOAD, { eval: true, workerData: options });
    worker.once('message', resolve);
    worker.once('error', reject);
  });
}

/** The p-th percentile of latencies sorted in ascending order. */
export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
