import { asc } from 'drizzle-orm';
import type { Language } from '@atrium/shared/languages';
import { pickLocalized } from '@atrium/shared/localized';
import type { FamilySite, SlidesResponse } from '@atrium/shared/api/content';
import type { Db } from '../../db/client';
import type { Images } from '../uploads/media.presenter';
import { eduSlides, familySites, mainSlides, subSlides } from './home.table';

/** The home page's slides and family sites, in a language with its fallbacks. */
export function createHome(db: Db, images: Images) {
  return {
    async slides(lang: Language): Promise<SlidesResponse> {
      const [main, sub, edu] = await Promise.all([
        db.select().from(mainSlides).orderBy(asc(mainSlides.position), asc(mainSlides.id)),
        db.select().from(subSlides).orderBy(asc(subSlides.position), asc(subSlides.id)),
        db.select().from(eduSlides).orderBy(asc(eduSlides.position), asc(eduSlides.id)),
      ]);
      const image = await images.load([
        ...main.flatMap((s) => [s.pcImageId, s.mobileImageId]),
        ...sub.map((s) => s.imageId),
        ...edu.map((s) => s.imageId),
      ]);
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
          const title = pickLocalized(s.title, lang);
          const img = image(s.imageId, lang);
          return {
            img_url: img?.url ?? '',
            title: title.text,
            description: pickLocalized(s.description, lang).text,
            link: s.link,
            img,
            lang: title.lang,
          };
        }),
        eduSlides: edu.map((s) => {
          const title = pickLocalized(s.title, lang);
          const img = image(s.imageId, lang);
          return {
            img_url: img?.url ?? '',
            category: pickLocalized(s.category, lang).text,
            title: title.text,
            description: pickLocalized(s.description, lang).text,
            link: s.link,
            img,
            lang: title.lang,
          };
        }),
      };
    },

    async familySites(lang: Language): Promise<{ sites: FamilySite[] }> {
      const rows = await db.select().from(familySites).orderBy(asc(familySites.position), asc(familySites.id));
      const image = await images.load(rows.map((r) => r.logoId));
      return {
        sites: rows.map((r) => {
          const name = pickLocalized(r.name, lang);
          return {
            name: name.text,
            href: r.href,
            abbr: r.abbr,
            category: r.category as FamilySite['category'],
            maxHeight: r.maxHeight,
            logo: image(r.logoId, lang),
            lang: name.lang,
          };
        }),
      };
    },
  };
}
export type Home = ReturnType<typeof createHome>;
