import type { Image, MainSlide } from '@atrium/shared/api/content';
import { mainSlideAt } from '@atrium/shared/home-content';
import type { Language } from '@atrium/shared/languages';

/** One main-carousel slide as shown at the current screen size. */
export interface HeroSlideView {
  id: number;
  title: string;
  link: string;
  lang: Language;
  /** The picture for this size: the pc picture from 600 px, the mobile one below. */
  image: Image;
  /** The other size's picture, offered too so a resize across 600 px needs no re-render. */
  other: Image | null;
}

/**
 * Spec "Main carousel": small screens use the mobile title and picture, 600 px and up the pc
 * ones; a slide whose picture URL for this size is empty is left out (the shared rule the
 * server's hero preload uses too).
 */
export function heroSlidesFor(slides: readonly MainSlide[], wide: boolean): HeroSlideView[] {
  return slides.flatMap((slide) => {
    const shown = mainSlideAt(slide, wide ? 'pc' : 'mobile');
    if (!shown) return [];
    const other = mainSlideAt(slide, wide ? 'mobile' : 'pc')?.image ?? null;
    return [{ id: slide.id, title: shown.title, link: slide.link, lang: slide.lang, image: shown.image, other }];
  });
}
