import type { Coordinates } from './api/visit';

/** The map services a visitor in Korea uses (Naver, Kakao), and the one a visitor from abroad knows. */
export const MAP_SERVICES = ['naver', 'kakao', 'google'] as const;
export type MapService = (typeof MAP_SERVICES)[number];

/**
 * An address that opens a map service at the venue: Naver Map centred on it, Kakao Map with a pin
 * named after it, Google Maps searching its point. Plain web addresses, which the services' apps
 * take over on a phone; no map script loads on the site.
 */
export function mapLink(service: MapService, { lat, lng }: Coordinates, name: string): string {
  switch (service) {
    case 'naver':
      return `https://map.naver.com/p/?c=${lng},${lat},17,0,0,0,dh`;
    case 'kakao':
      return `https://map.kakao.com/link/map/${encodeURIComponent(name.replaceAll(',', ' '))},${lat},${lng}`;
    case 'google':
      return `https://www.google.com/maps/search/?api=1&query=${lat}%2C${lng}`;
  }
}

/** Staff's map links, each one left empty made from the coordinates (none without coordinates). */
export function mapLinks(
  given: Record<MapService, string>,
  coordinates: Coordinates | null,
  name: string,
): Array<{ service: MapService; href: string }> {
  return MAP_SERVICES.map((service) => ({
    service,
    href: given[service] || (coordinates ? mapLink(service, coordinates, name) : ''),
  })).filter((link) => link.href !== '');
}
