import clsx from 'clsx';
import { useTranslation } from '#web/lib/i18n/react';
import styles from './CarouselDots.module.css';

interface CarouselDotsProps {
  count: number;
  current: number;
  onSelect: (index: number) => void;
}

/** Round dots that jump to a slide; the current one is marked with aria-current. */
export function CarouselDots({ count, current, onSelect }: CarouselDotsProps) {
  const { t } = useTranslation();
  return (
    <div role="group" aria-label={t('home:carousel.dots')} className={styles.dots}>
      {Array.from({ length: count }, (_, i) => (
        <button
          key={i}
          type="button"
          aria-label={t('home:carousel.goTo', { n: i + 1 })}
          aria-current={i === current ? 'true' : undefined}
          onClick={() => onSelect(i)}
          className={styles.dot}
        >
          <span aria-hidden className={clsx(styles.mark, i === current && styles.current)} />
        </button>
      ))}
    </div>
  );
}
