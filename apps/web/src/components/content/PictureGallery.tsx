import clsx from 'clsx';
import type { Image } from '@atrium/shared/api/content';
import { ResponsivePicture } from '../media/ResponsivePicture';
import styles from './PictureGallery.module.css';

interface PictureGalleryProps {
  images: readonly Image[];
  /** Names the list when no heading next to it does. */
  label?: string;
  /** The language of the label and the alt texts, when it differs from what surrounds the list. */
  lang?: string;
  /** Places the list (its margin). */
  className?: string;
}

/** Pictures in one column on a phone and two from 768px, cropped alike to 3:2. */
export function PictureGallery({ images, label, lang, className }: PictureGalleryProps) {
  return (
    <ul aria-label={label} lang={lang} className={clsx(styles.list, className)}>
      {images.map((image) => (
        <li key={image.url}>
          <ResponsivePicture image={image} sizes="(min-width: 768px) 380px, 100vw" className={styles.picture} />
        </li>
      ))}
    </ul>
  );
}
