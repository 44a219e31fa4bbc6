import type { HotspotSeed, PictureSeed, SpaceSeed } from './types';

// Placeholder until the demo content is written.
export const SPACES: SpaceSeed[] = [];
export const HOTSPOTS: HotspotSeed[] = [];
export const SPACES_MAP: PictureSeed = {
  name: 'spaces-map',
  width: 1600,
  height: 1000,
  motif: 'hall',
  colors: ['#5d4037', '#1f2a44'],
  alt: {
    ko: '공간 지도',
    en: 'Map of the spaces',
    ja: '館内マップ',
    es: 'Mapa de los espacios',
    fr: 'Plan des espaces',
  },
};
