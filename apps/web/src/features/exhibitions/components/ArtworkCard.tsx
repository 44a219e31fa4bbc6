import { useId } from 'react';
import clsx from 'clsx';
import type { ArtworkSummary } from '@atrium/shared/api/edu';
import type { Language } from '@atrium/shared/languages';
import { href } from '@atrium/shared/routes';
import { CardTitleLink } from '#web/components/content/CardFrame';
import { langIfOther } from '#web/components/content/served-language';
import { ShownInMark } from '#web/components/content/ShownInMark';
import { ResponsivePicture } from '#web/components/media/ResponsivePicture';
import styles from './ArtworkCard.module.css';

const THUMB_SIZES = '(min-width: 1536px) 22vw, (min-width: 768px) 30vw, 50vw';

/**
 * An artwork in a grid: picture, title (the link, covering the card), maker and date, and
 * "shown in …" when those are in another language than the page's.
 */
export function ArtworkCard({
  artwork,
  lang,
  headingLevel: Heading = 'h2',
}: {
  artwork: ArtworkSummary;
  lang: Language;
  headingLevel?: 'h2' | 'h3';
}) {
  // Only the artwork's texts carry their served language: the mark is the page's words.
  const served = langIfOther(artwork.lang, lang);
  const markId = useId();
  return (
    <article className={styles.card}>
      {artwork.thumbnail ? (
        <ResponsivePicture image={artwork.thumbnail} sizes={THUMB_SIZES} />
      ) : (
        <div className={styles.placeholder} />
      )}
      <Heading lang={served} className={clsx('type-subtitle1', styles.title)}>
        <CardTitleLink to={href(lang, 'artwork', { id: artwork.id })} describedBy={served && markId}>
          {artwork.title}
        </CardTitleLink>
      </Heading>
      <p className="type-body2 text-secondary" lang={served}>
        {[artwork.maker, artwork.createdAt].filter(Boolean).join(' · ')}
      </p>
      <div className={styles.mark}>
        <ShownInMark id={markId} served={artwork.lang} page={lang} />
      </div>
    </article>
  );
}

/** The class of a <ul> of artwork cards. */
export const artworkGridClass = styles.grid;
