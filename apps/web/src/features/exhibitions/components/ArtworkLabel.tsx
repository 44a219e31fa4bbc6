import clsx from 'clsx';
import { useTranslation } from '#web/lib/i18n/react';
import type { ArtworkDetail } from '@atrium/shared/api/edu';
import type { Language } from '@atrium/shared/languages';
import { pageLangWithin } from '#web/components/content/served-language';
import { useLanguage } from '#web/lib/i18n/use-language';
import styles from './ArtworkLabel.module.css';

interface Line {
  term: string;
  value: string;
  className?: string;
  /** The term printed beside the value; the others are for screen readers only. */
  termShown?: boolean;
}

/** `termLang`: the page's language, on the terms, where the artwork's texts are in another. */
function Lines({ lines, termLang, className }: { lines: Line[]; termLang?: Language; className?: string }) {
  const shown = lines.filter((line) => line.value);
  if (!shown.length) return null;
  return (
    <dl className={clsx(styles.lines, className)}>
      {shown.map(({ term, value, className: lineClass, termShown }) => (
        <div key={term} className={clsx(lineClass, termShown && styles.termed)}>
          <dt className={termShown ? undefined : 'visually-hidden'} lang={termLang}>
            {term}
          </dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The artwork's wall label (the tombstone), as museums print it: maker, title, date, medium and
 * dimensions, then credit line, object number and rights. Each value keeps its term for screen
 * readers; only the object number's is printed ("Object number ATM.2006.1"), the others read
 * for themselves on a label (docs/decisions/034-artwork-records.md).
 */
export function ArtworkLabel({ artwork }: { artwork: ArtworkDetail }) {
  const { t } = useTranslation();
  const termLang = pageLangWithin(artwork.lang, useLanguage());
  return (
    <div className={styles.label}>
      <Lines
        termLang={termLang}
        lines={[
          { term: t('edu:artwork.maker'), value: artwork.maker, className: styles.maker },
          { term: t('edu:artwork.title'), value: artwork.title, className: styles.title },
          { term: t('edu:artwork.createdAt'), value: artwork.createdAt },
          { term: t('edu:artwork.material'), value: artwork.material },
          { term: t('edu:artwork.scaleAndWeight'), value: artwork.scaleAndWeight },
        ]}
      />
      <Lines
        className={styles.holding}
        termLang={termLang}
        lines={[
          { term: t('edu:artwork.creditLine'), value: artwork.creditLine },
          { term: t('edu:artwork.objectNumber'), value: artwork.objectNumber, termShown: true },
          { term: t('edu:artwork.rights'), value: artwork.rights },
        ]}
      />
    </div>
  );
}
