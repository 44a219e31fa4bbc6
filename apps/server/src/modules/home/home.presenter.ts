import type { Language } from '@atrium/shared/languages';
import { pickLocalized } from '@atrium/shared/localized';
import type { FamilySite, SlidesResponse } from '@atrium/shared/api/content';
import { localizedTexts } from '#server/lib/present';
import type { ImageOf } from '../uploads/media.presenter';
import type { EduSlideRow, FamilySiteRow, MainSlideRow, SubSlideRow } from './home.repository';

type Slides = { main: MainSlideRow[]; sub: SubSlideRow[]; edu: EduSlideRow[] };

/** The three carousels in a language; the *_img_url fields repeat each picture's URL beside it. */
export function presentSlides({ main, sub, edu }: Slides, lang: Language, image: ImageOf): SlidesResponse {
  return {
    mainSlides: main.map((s) => {
      const title = pickLocalized(s.title, lang);
      const pc = image(s.pcImageId, lang);
      const mobile = image(s.mobileImageId, lang);
      return {
        id: s.id,
        title: title.text,
        mobile_title: pickLocalized(s.mobileTitle, lang).text || title.text,
        pc_img_url: pc?.url ?? '',
        mobile_img_url: mobile?.url ?? '',
        link: s.link,
        pc_img: pc,
        mobile_img: mobile,
        lang: title.lang,
      };
    }),
    subSlides: sub.map((s) => {
      const img = image(s.imageId, lang);
      return { img_url: img?.url ?? '', ...localizedTexts(s, lang, 'title', 'description'), link: s.link, img };
    }),
    eduSlides: edu.map((s) => {
      const img = image(s.imageId, lang);
      return {
        img_url: img?.url ?? '',
        ...localizedTexts(s, lang, 'title', 'category', 'description'),
        link: s.link,
        img,
      };
    }),
  };
}

export function presentFamilySite(r: FamilySiteRow, lang: Language, image: ImageOf): FamilySite {
  return {
    ...localizedTexts(r, lang, 'name'),
    href: r.href,
    abbr: r.abbr,
    category: r.category,
    maxHeight: r.maxHeight,
    logo: image(r.logoId, lang),
  };
}
