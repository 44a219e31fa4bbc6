import clsx from 'clsx';
import type { Image } from '@atrium/shared/api/content';
import { ResponsivePicture } from '../media/ResponsivePicture';
import styles from './DetailCover.module.css';

/** The reading column's width, for the cover's rendition. */
const COLUMN_SIZES = '(min-width: 900px) 760px, 100vw';

/** A detail page's cover picture under its heading (the page's largest paint); nothing without one. */
export function DetailCover(props: { cover: Image | null; sizes?: string; className?: string }) {
  const { cover, sizes = COLUMN_SIZES, className } = props;
  if (!cover) return null;
  return <ResponsivePicture image={cover} sizes={sizes} priority className={clsx(styles.cover, className)} />;
}
