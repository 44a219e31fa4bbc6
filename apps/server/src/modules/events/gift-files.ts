import { randomBytes } from 'node:crypto';

const EXTENSIONS: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'image/avif': 'avif',
};
const extension = (contentType: string) => EXTENSIONS[contentType] ?? 'bin';

/** The private storage key of a gift file (gifts/… is never served by /media). */
export const giftKey = (eventId: number, day: number, contentType: string) =>
  `gifts/${eventId}/day${String(day).padStart(2, '0')}-${randomBytes(6).toString('hex')}.${extension(contentType)}`;

/** The name a member's download is saved under. */
export const giftFileName = (day: number, kind: string, contentType: string) =>
  `atrium-gift-day${String(day).padStart(2, '0')}-${kind}.${extension(contentType)}`;
