import { createCipheriv, createDecipheriv, createHmac, randomBytes, randomInt } from 'node:crypto';

/**
 * The TOTP secret is encrypted at rest (AES-256-GCM) and recovery codes are hashed with a
 * pepper; both keys derive from the server's signing secret, so a database dump alone reveals
 * neither. (Changing JWT_SECRET without JWT_PREVIOUS_SECRET therefore needs staff to re-enrol.)
 */
export function createMfaCrypto(serverSecret: Uint8Array) {
  const derive = (purpose: string) => createHmac('sha256', serverSecret).update(purpose).digest();
  const key = derive('mfa-totp-secret-key');
  const pepper = derive('mfa-recovery-code-pepper');

  return {
    encrypt(plain: string): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return `v1.${Buffer.concat([iv, cipher.getAuthTag(), data]).toString('base64url')}`;
    },
    decrypt(stored: string): string {
      const raw = Buffer.from(stored.slice(3), 'base64url');
      const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
      decipher.setAuthTag(raw.subarray(12, 28));
      return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
    },
    hashRecoveryCode(code: string): string {
      return createHmac('sha256', pepper).update(normalizeRecoveryCode(code)).digest('hex');
    },
  };
}
export type MfaCrypto = ReturnType<typeof createMfaCrypto>;

/** Recovery codes are typed loosely: case, spaces and dashes do not matter. */
const normalizeRecoveryCode = (code: string) => code.replace(/[\s-]/g, '').toLowerCase();

const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** A recovery code like "k7m2q-x9d4t": 10 characters from an alphabet without look-alikes (~49 bits). */
export function newRecoveryCode(): string {
  const chars = Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}
