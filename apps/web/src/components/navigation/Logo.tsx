import clsx from 'clsx';
import { useTranslation } from '#web/lib/i18n/react';
import styles from './Logo.module.css';

/** The mark's heights the site draws (px): the top bars and header, the narrow and the wide drawer. */
export type LogoSize = 36 | 44 | 64;

interface LogoProps {
  /** Mark height in px; the name shows beside it when `withName`. */
  size: LogoSize;
  withName?: boolean;
}

/** The venue's mark (an arch over an A) and name. Inline SVG: no request, follows the theme colour. */
export function Logo({ size, withName = false }: LogoProps) {
  const { t } = useTranslation();
  return (
    <span className={styles.logo}>
      <svg viewBox="0 0 64 64" aria-hidden className={clsx(styles.mark, styles[`size${size}`])}>
        <rect width="64" height="64" rx="14" fill="currentColor" />
        <path d="M32 12 14 52h8l4-10h12l4 10h8L32 12Zm-3.6 23L32 25.6 35.6 35h-7.2Z" className={styles.letter} />
      </svg>
      {withName && <span className={styles.name}>{t('siteName')}</span>}
    </span>
  );
}
