import type { Image } from '@atrium/shared/api/content';
import { ResponsivePicture } from '#web/components/media/ResponsivePicture';
import styles from './ImageGallery.module.css';

/** Pictures of an event or a session, two a row from 425 px. */
export function ImageGallery({ id, title, images }: { id: string; title: string; images: readonly Image[] }) {
  if (images.length === 0) return null;
  return (
    <section aria-labelledby={id} className={styles.gallery}>
      <h2 id={id} className={`type-h5 ${styles.heading}`}>
        {title}
      </h2>
      <ul className={styles.grid}>
        {images.map((image) => (
          <li key={image.url} className={styles.item}>
            <ResponsivePicture image={image} sizes="(min-width: 900px) 420px, (min-width: 600px) 50vw, 100vw" />
          </li>
        ))}
      </ul>
    </section>
  );
}
