import { availableParallelism } from 'node:os';
import { hash, verify } from '@node-rs/argon2';
import { boundedRuns } from '#server/lib/bounded-runs';

/**
 * argon2id with OWASP's recommended cost (19 MiB, 2 passes). @node-rs/argon2 runs on
 * libuv's thread pool, off the event loop, so hashing never stalls other requests.
 */
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * At most (cores − 1) hashes at once: a burst of sign-ins queues here instead of taking every
 * core, so one core always stays free for the other requests.
 */
const limited = boundedRuns(Math.max(1, availableParallelism() - 1));

export const hashPassword = (password: string): Promise<string> => limited(() => hash(password, OPTIONS));

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await limited(() => verify(passwordHash, password));
  } catch {
    return false;
  }
}
