import type { Image } from '@atrium/shared/api/content';
import { DetailCover } from '#web/components/pages/DetailCover';
import styles from './EventCover.module.css';

/** The cover of an event or a program page, as wide as their reading column; nothing without one. */
export function EventCover({ cover }: { cover: Image | null }) {
  if (!cover) return null;
  return (
    <div className={styles.cover}>
      <DetailCover cover={cover} sizes="(min-width: 1000px) 780px, 100vw" />
    </div>
  );
}
