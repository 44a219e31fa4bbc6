import type { Image, MainSlide } from '@atrium/shared/api/content';
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

/** An image object, or one made from the bare URL (no size known) for an older record. */
const pictureOf = (image: Image | null, url: string, alt: string): Image | null => {
  if (image) return image;
  return url ? { url, width: 0, height: 0, alt } : null;
};

/**
 * Spec "Main carousel": small screens use the mobile title and picture, 600 px and up the pc
 * ones; a slide whose picture URL for this size is empty is left out.
 */
export function heroSlidesFor(slides: readonly MainSlide[], wide: boolean): HeroSlideView[] {
  return slides.flatMap((slide) => {
    const url = wide ? slide.pc_img_url : slide.mobile_img_url;
    const title = (wide ? slide.title : slide.mobile_title) || slide.title;
    const image = url ? pictureOf(wide ? slide.pc_img : slide.mobile_img, url, title) : null;
    if (!image) return [];
    const other = wide
      ? pictureOf(slide.mobile_img, slide.mobile_img_url, title)
      : pictureOf(slide.pc_img, slide.pc_img_url, title);
    return [{ id: slide.id, title, link: slide.link, lang: slide.lang, image, other }];
  });
}
