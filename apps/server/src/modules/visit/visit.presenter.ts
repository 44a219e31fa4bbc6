import type { VisitClosure, VisitHours, VisitResponse } from '@atrium/shared/api/visit';
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
