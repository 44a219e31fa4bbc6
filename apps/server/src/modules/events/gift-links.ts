import { createHmac, timingSafeEqual } from 'node:crypto';

export interface GiftLink {
  eventId: number;
  day: number;
  memberId: number;
  /** Expiry, Unix seconds. */
  exp: number;
}

/**
 * Gift download links: an HMAC over event, day, member and expiry with a key derived from the
 * server secret (its own purpose, so it can never pass for another signature of the app).
 */
export function createGiftLinks(serverSecret: Uint8Array) {
  const key = createHmac('sha256', serverSecret).update('atrium gift download links v1').digest();
  const sign = (l: GiftLink) =>
    createHmac('sha256', key).update(`${l.eventId}.${l.day}.${l.memberId}.${l.exp}`).digest('base64url');
  return {
    url(l: GiftLink) {
      return `/api/events/${l.eventId}/gifts/${l.day}/download?m=${l.memberId}&exp=${l.exp}&sig=${sign(l)}`;
    },
    /** True when the signature is the server's for exactly these values. */
    verify(l: GiftLink, sig: string) {
      const expected = Buffer.from(sign(l));
      const given = Buffer.from(sig);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}
export type GiftLinks = ReturnType<typeof createGiftLinks>;
