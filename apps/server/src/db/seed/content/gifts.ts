import { GIFT_KINDS } from '@atrium/shared/gift-kinds';
import type { L, Motif } from './types';
import { BROWN, DUSK, GOLD, GREEN, MIST, NAVY, PALE_GOLD, SAGE, SAND } from './palette';

/** The 28 gifts: a week of the seven kinds of the spec, four times, each week in its own colours. */
const GIFT_WEEK_KINDS = GIFT_KINDS;
/** The souvenir shown by each week's {product}_photo. */
const GIFT_PRODUCTS = ['candle', 'book', 'tea', 'calendar'] as const;

const KIND_NAMES: Record<string, L> = {
  yearly_slogan: {
    ko: '올해의 표어 배경화면',
    en: 'Yearly slogan wallpaper',
    ja: '今年の標語の壁紙',
    es: 'Fondo con el lema del año',
    fr: 'Fond d’écran de la devise de l’année',
  },
  message_card: {
    ko: '감사 메시지 카드',
    en: 'Message card of thanks',
    ja: '感謝のメッセージカード',
    es: 'Tarjeta con mensaje de gratitud',
    fr: 'Carte de message de gratitude',
  },
  true_parents_photo: {
    ko: '참부모님 사진 배경화면',
    en: 'True Parents photo wallpaper',
    ja: '真の父母様の写真の壁紙',
    es: 'Fondo con foto de los Padres Verdaderos',
    fr: 'Fond d’écran photo des Vrais Parents',
  },
  candle_photo: {
    ko: '기념 초 사진',
    en: 'Memorial candle photo',
    ja: '記念キャンドルの写真',
    es: 'Foto de la vela conmemorativa',
    fr: 'Photo de la bougie commémorative',
  },
  book_photo: {
    ko: '기념 도서 사진',
    en: 'Memorial book photo',
    ja: '記念図書の写真',
    es: 'Foto del libro conmemorativo',
    fr: 'Photo du livre commémoratif',
  },
  tea_photo: {
    ko: '기념 찻잔 사진',
    en: 'Memorial teacup photo',
    ja: '記念ティーカップの写真',
    es: 'Foto de la taza conmemorativa',
    fr: 'Photo de la tasse commémorative',
  },
  calendar_photo: {
    ko: '기념 달력 사진',
    en: 'Memorial calendar photo',
    ja: '記念カレンダーの写真',
    es: 'Foto del calendario conmemorativo',
    fr: 'Photo du calendrier commémoratif',
  },
  message_gif: {
    ko: '움직이는 메시지 스티커',
    en: 'Animated message sticker',
    ja: '動くメッセージスタンプ',
    es: 'Sticker animado con mensaje',
    fr: 'Autocollant animé avec message',
  },
  true_father_gif: {
    ko: '참아버님 움직이는 스티커',
    en: 'True Father animated sticker',
    ja: '真のお父様の動くスタンプ',
    es: 'Sticker animado del Padre Verdadero',
    fr: 'Autocollant animé du Vrai Père',
  },
  true_mother_gif: {
    ko: '참어머님 움직이는 스티커',
    en: 'True Mother animated sticker',
    ja: '真のお母様の動くスタンプ',
    es: 'Sticker animado de la Madre Verdadera',
    fr: 'Autocollant animé de la Vraie Mère',
  },
};

const weekLabel = (week: number): L => ({
  ko: `${week}주차`,
  en: `Week ${week}`,
  ja: `第${week}週`,
  es: `Semana ${week}`,
  fr: `Semaine ${week}`,
});

export interface GiftSeed {
  day: number;
  kind: string;
  title: L;
  /** Two colours of the week's palette. */
  colors: [string, string];
  motif: Motif;
}
const WEEK_COLORS: Array<[string, string]> = [
  [DUSK, PALE_GOLD],
  [GREEN, SAGE],
  [NAVY, MIST],
  [BROWN, SAND],
];
const MOTIFS: Motif[] = ['light', 'arch', 'garden', 'columns', 'water', 'mountain', 'path'];

export const GIFTS: GiftSeed[] = Array.from({ length: 28 }, (_, i) => {
  const week = Math.floor(i / 7) + 1;
  const base = GIFT_WEEK_KINDS[i % 7] ?? 'yearly_slogan';
  const kind = base === 'product_photo' ? `${GIFT_PRODUCTS[week - 1]}_photo` : base;
  const name = KIND_NAMES[kind] ?? KIND_NAMES.yearly_slogan!;
  const label = weekLabel(week);
  const title = Object.fromEntries(
    (Object.keys(name) as Array<keyof L>).map((l) => [l, `${label[l]} · ${name[l]}`]),
  ) as L;
  return { day: i + 1, kind, title, colors: WEEK_COLORS[week - 1] ?? [DUSK, GOLD], motif: MOTIFS[i % 7] ?? 'light' };
});
