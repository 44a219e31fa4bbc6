import { hash, verify } from '@node-rs/argon2';

/**
 * argon2id with OWASP's recommended cost (19 MiB, 2 passes). @node-rs/argon2 runs on
 * libuv's thread pool, off the event loop, so hashing never stalls other requests.
 */
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string): Promise<string> => hash(password, OPTIONS);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
