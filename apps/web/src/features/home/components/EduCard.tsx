import { useId } from 'react';
import type { EduSlide } from '@atrium/shared/api/content';
import { EDU_CARD } from '@atrium/shared/limits';
import { langIfOther } from '#web/components/content/served-language';
import { ShownInMark } from '#web/components/content/ShownInMark';
import { ResponsivePicture } from '#web/components/media/ResponsivePicture';
import { useLanguage } from '#web/lib/i18n/use-language';
import { ContentLink } from './ContentLink';
import styles from './EduCard.module.css';

/** A card is as wide as its slide: 420 px on wide screens, else a share of the content column. */
const CARD_SIZES = `(min-width: ${EDU_CARD.wideFrom}px) ${EDU_CARD.width}px, (min-width: 770px) 60vw, 100vw`;

/**
 * An education card: picture, category, title, description; a click anywhere follows its link
 * (the title's link covers the card). The picture is 420×320 in ratio: exactly that on wide
 * screens, where the carousel gives each card 420 px (docs/spec/product-spec.md §9: cards 420×320;
 * EDU_CARD's ratio, written out in the stylesheet).
 */
export function EduCard({ slide }: { slide: EduSlide }) {
  const lang = useLanguage();
  // Only the card's texts carry their served language: the mark is the page's words.
  const served = langIfOther(slide.lang, lang);
  const markId = useId();
  return (
    <article className={styles.card}>
      <div className={styles.media}>
        {slide.img ? <ResponsivePicture image={slide.img} sizes={CARD_SIZES} /> : <div className={styles.noPicture} />}
      </div>
      <div className={styles.content}>
        <div lang={served}>
          <p className={styles.category}>{slide.category}</p>
          <h3 className={`type-h6 ${styles.title}`}>
            <ContentLink link={slide.link} describedBy={served && markId} stretched>
              {slide.title}
            </ContentLink>
          </h3>
          {/* The main colour, as before the move (MUI drew color="text.secondary" so). */}
          <p className={`type-body2 ${styles.description}`}>{slide.description}</p>
        </div>
        <ShownInMark id={markId} served={slide.lang} page={lang} />
      </div>
    </article>
  );
}
