// Without zod (types aside): the home page's code reads these and loads no schema library.
import type { Image, MainSlide } from './api/content';

/** The main carousel's two asset sets: mobile below 600 px, pc from 600 px (MAIN_SLIDE_IMAGES). */
export type MainSlideSize = 'mobile' | 'pc';

/**
 * Spec "Main carousel": the title and picture a slide shows at a size, or null when its
 * picture URL for that size is empty (the slide is skipped there). The page and the server's
 * hero preload both decide with this, so the preloaded picture is the one shown first.
 * A record with a bare URL and no image object still shows, with the title as alt text.
 */
export function mainSlideAt(slide: MainSlide, size: MainSlideSize): { title: string; image: Image } | null {
  const title = (size === 'pc' ? slide.title : slide.mobile_title) || slide.title;
  const url = size === 'pc' ? slide.pc_img_url : slide.mobile_img_url;
  if (!url) return null;
  const image = (size === 'pc' ? slide.pc_img : slide.mobile_img) ?? { url, width: 0, height: 0, alt: title };
  return { title, image };
}

/** The slide the carousel shows first at a size: the first one with a picture for it. */
export const firstMainSlideAt = (slides: readonly MainSlide[], size: MainSlideSize) =>
  slides.find((slide) => mainSlideAt(slide, size) !== null);

export const FAMILY_SITE_CATEGORIES = ['family', 'education', 'content'] as const;
