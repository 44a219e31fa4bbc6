import type { Image } from '@atrium/shared/api/content';
import type {
  AccessibilityNote,
  Coordinates,
  Transit,
  VisitClosure,
  VisitGuideResponse,
  VisitHours,
  VisitResponse,
} from '@atrium/shared/api/visit';
import type { ACCESSIBILITY_TOPICS, TRANSIT_MODES } from '@atrium/shared/content/types/singletons';
import type { Language } from '@atrium/shared/languages';
import { pickLocalized, pickLocalizedFields, type Localized } from '@atrium/shared/localized';

/** The `visit-info` singleton's data (types/singletons.ts), as validateData(visitInfo, …) returns it. */
export interface VisitInfo {
  address: Localized;
  hours: VisitHours[];
  closedDays: number[];
  specialClosures: Array<{ date: string; reason: Localized }>;
  admission: Localized;
  phone: string;
  email: string;
  directions: Localized;
  coordinates: Coordinates | null;
  mapImage: string | null;
  mapLinks: { naver: string; kakao: string; google: string } | null;
  transit: Array<{ mode: (typeof TRANSIT_MODES)[number]; line: Localized; stop: Localized; note: Localized }>;
  parking: Localized;
  accessibility: Array<{ topic: (typeof ACCESSIBILITY_TOPICS)[number]; text: Localized; phone: string }>;
  groupBooking: { text: Localized; phone: string; email: string } | null;
}

/** What /api/visit says that does not depend on the time: every closure, by date. */
export type VisitTexts = Omit<VisitResponse, 'openNow' | 'today'>;

/** The visit information in a language, each text through its fallbacks and saying which language it is in. */
export function presentVisitInfo(info: VisitInfo, lang: Language): VisitTexts {
  const { texts, langs } = pickLocalizedFields({ address: info.address, admission: info.admission }, lang);
  const specialClosures: VisitClosure[] = info.specialClosures
    .map(({ date, reason }) => {
      const picked = pickLocalized(reason, lang);
      return { date, reason: picked.text, lang: picked.lang };
    })
    .sort((a, b) => a.date.localeCompare(b.date));
  return {
    address: texts.address,
    hours: info.hours.map(({ days, open, close }) => ({ days, open, close })),
    closedDays: info.closedDays,
    specialClosures,
    admission: texts.admission,
    contact: { phone: info.phone, email: info.email },
    lang: langs.address,
    langs,
  };
}

/** The Visit page's guide in a language: each text through its fallbacks, each list item saying its language. */
export function presentVisitGuide(info: VisitInfo, lang: Language, mapImage: Image | null): VisitGuideResponse {
  const booking = info.groupBooking ?? { text: {}, phone: '', email: '' };
  const { texts, langs } = pickLocalizedFields(
    { directions: info.directions, parking: info.parking, groupBooking: booking.text },
    lang,
  );
  const transit = info.transit.map(({ mode, line, stop, note }): Transit => {
    const picked = pickLocalized(stop, lang);
    return {
      mode,
      line: pickLocalized(line, lang).text,
      stop: picked.text,
      note: pickLocalized(note, lang).text,
      lang: picked.lang,
    };
  });
  const accessibility = info.accessibility.map(({ topic, text, phone }): AccessibilityNote => {
    const picked = pickLocalized(text, lang);
    return { topic, text: picked.text, phone, lang: picked.lang };
  });
  return {
    directions: texts.directions,
    coordinates: info.coordinates,
    mapImage,
    mapLinks: info.mapLinks ?? { naver: '', kakao: '', google: '' },
    transit,
    parking: texts.parking,
    accessibility,
    groupBooking: { text: texts.groupBooking, phone: booking.phone, email: booking.email },
    lang: langs.directions,
    langs,
  };
}
