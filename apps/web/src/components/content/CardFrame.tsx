import clsx from 'clsx';
import type { ReactNode } from 'react';
import { Link as RouterLink } from '#web/lib/router';
import type { Image } from '@atrium/shared/api/content';
import { ResponsivePicture } from '../media/ResponsivePicture';
import styles from './CardFrame.module.css';

/** Cards are a column on phones, two from 768 px, three from 1536 px (with the drawer beside). */
const COVER_SIZES = '(min-width: 1536px) 30vw, (min-width: 768px) 45vw, 100vw';

/** The bordered box of a list card; positioned so the title link can cover it. */
export function CardFrame({ className, children }: { className?: string; children: ReactNode }) {
  return <article className={clsx(styles.frame, className)}>{children}</article>;
}

/**
 * A card's title link: its ::after covers the whole card, so the card is one click target.
 * `describedBy`: the card's "shown in …" mark, read after the title. Underlined on hover (the
 * site's links; `underline` stays for callers that still say so).
 */
export function CardTitleLink(props: {
  to: string;
  underline?: 'hover';
  describedBy?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <RouterLink to={props.to} aria-describedby={props.describedBy} className={clsx(styles.titleLink, props.className)}>
      {props.children}
    </RouterLink>
  );
}

/** The covers' shapes (a class each: the CSP allows no style attribute). */
export type CoverRatio = '16 / 10' | '16 / 9';
const RATIO_CLASS: Record<CoverRatio, string | undefined> = {
  '16 / 10': styles.ratio16x10,
  '16 / 9': styles.ratio16x9,
};

/** A card's cover picture, or an empty tinted box of the same shape when there is none. */
export function CardCover(props: {
  cover: Image | null;
  aspectRatio: CoverRatio;
  alt?: string;
  priority?: boolean;
  /** Classes of the <img> (or of the empty box). */
  className?: string;
}) {
  const ratio = RATIO_CLASS[props.aspectRatio];
  if (!props.cover) return <div className={clsx(styles.noCover, ratio, props.className)} />;
  return (
    <ResponsivePicture
      image={props.cover}
      alt={props.alt}
      sizes={COVER_SIZES}
      priority={props.priority}
      className={clsx(styles.cover, ratio, props.className)}
    />
  );
}
