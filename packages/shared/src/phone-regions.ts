/** Regions offered first in the phone field; any other can be typed with its +code. Apart from phone.ts: showing them needs no phone-number library. */
export const PHONE_REGIONS = ['KR', 'JP', 'US', 'ES', 'FR', 'GB', 'DE', 'PH', 'BR', 'MX', 'CA', 'AU'] as const;
