import clsx from 'clsx';
import { useTranslation } from '#web/lib/i18n/react';
import type { Image } from '@atrium/shared/api/content';
import { ResponsivePicture } from '#web/components/media/ResponsivePicture';
import styles from './SpaceGallery.module.css';

const GALLERY_SIZES = '(min-width: 768px) 380px, 100vw';

/** A space's further pictures, two to a row from 768 px. */
/** `lang`: the gallery's (its heading's and alt texts'), when the space around it is served in another language. */
export function SpaceGallery({ images, lang }: { images: Image[]; lang?: string }) {
  const { t } = useTranslation();
  if (!images.length) return null;
  return (
    <section lang={lang} className={styles.gallery}>
      <h2 className={clsx('type-h5', styles.heading)}>{t('home:spaces.gallery')}</h2>
      <ul className={styles.list}>
        {images.map((image) => (
          <li key={image.url}>
            <ResponsivePicture image={image} sizes={GALLERY_SIZES} />
          </li>
        ))}
      </ul>
    </section>
  );
}
