import type { Language } from '@atrium/shared/languages';

/**
 * Type specimens per language: the same in every admin language, since each shows how its own
 * script sets (Korean word breaks, Japanese glyph forms, Latin accents).
 */
export const SPECIMENS: Record<Language, { name: string; heading: string; body: string }> = {
  ko: {
    name: '한국어',
    heading: '빛과 정원이 머무는 전시관',
    body: '관람객은 정원을 따라 걸으며 건축과 예술이 어우러진 공간을 만납니다. 긴 문장도 어절 단위로 줄을 바꾸어 단어가 중간에서 끊기지 않습니다.',
  },
  en: {
    name: 'English',
    heading: 'A gallery where light and gardens rest',
    body: 'Visitors walk along the garden and meet spaces where architecture and art come together. Lines stay near sixty-five characters for comfortable reading.',
  },
  ja: {
    name: '日本語',
    heading: '光と庭園がとどまる展示館',
    body: '来館者は庭園に沿って歩きながら、建築と芸術が調和する空間に出会います。漢字と句読点は日本語の字形で表示されます。',
  },
  es: {
    name: 'Español',
    heading: 'Una galería donde descansan la luz y los jardines',
    body: 'Los visitantes recorren el jardín y descubren espacios donde la arquitectura y el arte se encuentran. ¿Acentos y eñes? Sí: á, é, í, ó, ú, ñ.',
  },
  fr: {
    name: 'Français',
    heading: 'Une galerie où reposent la lumière et les jardins',
    body: 'Les visiteurs longent le jardin et découvrent des espaces où l’architecture et l’art se rejoignent. Accents : é, è, ê, à, ç, œ.',
  },
};
