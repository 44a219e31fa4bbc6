import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { DATA_DIR_OWN } from './data-dir';

/** SHA-256 hex of a secret token: what the database keeps instead of the token. */
export const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex');

/** A URL-safe random token of 32 bytes. */
export const randomToken = (): string => randomBytes(32).toString('base64url');

/**
 * JWT_SECRET when set; otherwise a secret generated on first start and kept in DATA_DIR
 * (readable by the owner only), so restarts keep sessions valid.
 */
export function loadSigningSecret(configured: string | undefined, dataDir: string): Uint8Array {
  if (configured) return new TextEncoder().encode(configured);
  const file = path.join(dataDir, DATA_DIR_OWN.signingSecret);
  if (!fs.existsSync(file)) {
    fs.mkdirSync(dataDir, { recursive: true });
    fs.writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600, flag: 'wx' });
  }
  return new TextEncoder().encode(fs.readFileSync(file, 'utf8').trim());
}
