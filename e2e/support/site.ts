import { inject } from 'vitest';

/** This worker's server: the e2e files run two at a time, each worker against a site of its own. */
export function site() {
  const servers = inject('servers');
  // Vitest numbers a group's workers from 1 (VITEST_POOL_ID).
  const worker = Number(process.env.VITEST_POOL_ID ?? '1') - 1;
  const server = servers[worker % servers.length];
  if (!server) throw new Error('the e2e global setup started no server');
  return server;
}
