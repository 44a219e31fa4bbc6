import clsx from 'clsx';
import { useTranslation } from '#web/lib/i18n/react';
import type { Language } from '@atrium/shared/languages';
import { IconLabel } from './IconLabel';
import { TranslateIcon } from './icons';
import { languageNames } from './served-language';
import styles from './ShownInMark.module.css';

interface ShownInMarkProps {
  /** The language an item's texts were served in, or each language they were served in. */
  served: Language | readonly Language[];
  /** The page's language. */
  page: Language;
  /** For the item's link to point at (aria-describedby), so its name is followed by this. */
  id?: string;
  /** Places the mark (its margin). */
  className?: string;
}

/**
 * "Shown in Korean": a list item's version of the detail page's language note (same icon, same
 * tint), beside an item whose texts are in another language than the page's; nothing otherwise.
 * It is the page's words: place it outside the element that carries the item's `lang`.
 */
export function ShownInMark({ served, page, id, className }: ShownInMarkProps) {
  const { t } = useTranslation();
  const others = [...new Set(typeof served === 'string' ? [served] : served)].filter((l) => l !== page);
  if (others.length === 0) return null;
  return (
    <IconLabel id={id} icon={<TranslateIcon className={styles.icon} />} className={clsx(styles.mark, className)}>
      {t('home:shownIn', { language: languageNames(others, page) })}
    </IconLabel>
  );
}
