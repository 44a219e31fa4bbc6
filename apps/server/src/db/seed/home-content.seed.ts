import { sql } from 'drizzle-orm';
import { eduSlides, familySites, mainSlides, subSlides } from '../../modules/home/home.table';
import { hotspots, spaces } from '../../modules/spaces/spaces.table';
import { venuePages } from '../../modules/pages/pages.table';
import { siteSettings } from '../settings.table';
import { SPACES_MAP_SETTING } from '../../modules/spaces/spaces.service';
import type { SeedStep } from './index';
import { drawAll, drawLogo } from './pictures';
import { seededPictures, storePicture } from './store-pictures';
import { EDU_SLIDES, FAMILY_SITES, MAIN_SLIDES, SUB_SLIDES } from './content/home';
import { HOTSPOTS, SPACES, SPACES_MAP } from './content/spaces';
import { VENUE_PAGES } from './content/pages';

/** The home page, spaces and venue pages of a new install, in five languages, with drawn pictures (once: into empty tables). */
export const homeContentSeed: SeedStep = {
  name: 'home-content',
  async run({ db, storage }) {
    const [{ n } = { n: 0 }] = await db.select({ n: sql<number>`count(*)::int` }).from(mainSlides);
    if (n > 0) return;
    const drawn = await drawAll([
      ...MAIN_SLIDES.flatMap((s) => [s.pc, s.mobile]),
      ...SUB_SLIDES.map((s) => s.picture),
      ...EDU_SLIDES.map((s) => s.picture),
      ...SPACES.flatMap((s) => [s.cover, ...s.gallery, ...s.sections.flatMap((x) => (x.picture ? [x.picture] : []))]),
      ...HOTSPOTS.map((h) => h.popup),
      SPACES_MAP,
      ...VENUE_PAGES.flatMap((p) => [
        ...(p.cover ? [p.cover] : []),
        ...p.sections.flatMap((x) => (x.picture ? [x.picture] : [])),
      ]),
    ]);
    await db.transaction(async (tx) => {
      // Everything goes through the transaction (PGlite has one connection: a query beside it would wait forever).
      const { picture, sections } = seededPictures(tx, storage, drawn);

      for (const [i, s] of MAIN_SLIDES.entries()) {
        const pcImageId = await picture(s.pc);
        const mobileImageId = await picture(s.mobile);
        await tx
          .insert(mainSlides)
          .values({ position: i, title: s.title, mobileTitle: s.mobileTitle, link: s.link, pcImageId, mobileImageId });
      }
      for (const [i, s] of SUB_SLIDES.entries()) {
        await tx.insert(subSlides).values({
          position: i,
          title: s.title,
          description: s.description,
          link: s.link,
          imageId: await picture(s.picture),
        });
      }
      for (const [i, s] of EDU_SLIDES.entries()) {
        await tx.insert(eduSlides).values({
          position: i,
          category: s.category,
          title: s.title,
          description: s.description,
          link: s.link,
          imageId: await picture(s.picture),
        });
      }
      for (const [i, f] of FAMILY_SITES.entries()) {
        const logoId = await storePicture(
          tx,
          storage,
          `seed/logo-${f.abbr.toLowerCase()}.png`,
          await drawLogo(f.abbr, f.color),
          'image/png',
          f.name,
        );
        await tx.insert(familySites).values({
          position: i,
          name: f.name,
          href: f.href,
          abbr: f.abbr,
          category: f.category,
          maxHeight: f.maxHeight,
          logoId,
        });
      }
      for (const [i, s] of SPACES.entries()) {
        await tx.insert(spaces).values({
          slug: s.slug,
          position: i,
          name: s.name,
          summary: s.summary,
          floor: s.floor,
          coverId: await picture(s.cover),
          sections: await sections(s.sections),
          galleryIds: await (async () => {
            const ids: string[] = [];
            for (const g of s.gallery) ids.push(await picture(g));
            return ids;
          })(),
        });
      }
      for (const [i, h] of HOTSPOTS.entries()) {
        await tx.insert(hotspots).values({
          position: i,
          top: h.top,
          left: h.left,
          direction: h.direction,
          slug: h.slug,
          title: h.title,
          link: `spaces/${h.slug}`,
          popupImageId: await picture(h.popup),
        });
      }
      await tx.insert(siteSettings).values({ key: SPACES_MAP_SETTING, value: { imageId: await picture(SPACES_MAP) } });
      for (const p of VENUE_PAGES) {
        await tx.insert(venuePages).values({
          slug: p.slug,
          title: p.title,
          summary: p.summary,
          coverId: p.cover ? await picture(p.cover) : null,
          sections: await sections(p.sections),
        });
      }
    });
  },
};
