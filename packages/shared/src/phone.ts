import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/min';

export interface NormalizedPhone {
  /** E.164, e.g. +821012345678. */
  e164: string;
  /** ISO 3166-1 alpha-2 region, e.g. KR: the member's country in statistics. */
  region: string;
}

/**
 * A phone number as members type it ("010-1234-5678" with region KR, or "+81 90 1234 5678"),
 * normalized to E.164 with its region; null when it is not a valid number.
 */
export function normalizePhone(input: string, defaultRegion?: string): NormalizedPhone | null {
  const parsed = parsePhoneNumberFromString(input.trim(), defaultRegion as CountryCode | undefined);
  if (!parsed || !parsed.isValid()) return null;
  return { e164: parsed.number, region: parsed.country ?? defaultRegion ?? 'ZZ' };
}

/**
 * A stored E.164 number as a member would type it again: nationally formatted when it belongs
 * to `region` ("010-1234-5678" for KR), internationally otherwise ("+81 90-1234-5678").
 */
export function phoneForDisplay(e164: string, region?: string | null): string {
  const parsed = parsePhoneNumberFromString(e164);
  if (!parsed) return e164;
  return parsed.country && parsed.country === region ? parsed.formatNational() : parsed.formatInternational();
}
