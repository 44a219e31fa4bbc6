import { useId } from 'react';
import { useTranslation } from '#web/lib/i18n/react';
import type { SearchHit } from '@atrium/shared/api/search';
import type { Language } from '@atrium/shared/languages';
import { langIfOther } from '#web/components/content/served-language';
import { ShownInMark } from '#web/components/content/ShownInMark';
import { TextLink } from '#web/components/ui/TextLink';
import { HighlightedSnippet } from './HighlightedSnippet';
import styles from './SearchHitItem.module.css';

/** One result: its kind, its title as a link, the excerpt with the match; a note when it is in another language. */
export function SearchHitItem({ hit, lang }: { hit: SearchHit; lang: Language }) {
  const { t } = useTranslation();
  const other = langIfOther(hit.lang, lang);
  const markId = useId();
  return (
    <li className={styles.hit}>
      <div className={styles.meta}>
        <span className={styles.kind}>{t(`search:types.${hit.type}`)}</span>
        <ShownInMark id={markId} served={hit.lang} page={lang} />
      </div>
      <h2 className={`type-h6 ${styles.title}`}>
        <TextLink to={hit.url} lang={other} aria-describedby={other && markId}>
          {hit.title}
        </TextLink>
      </h2>
      <HighlightedSnippet snippet={hit.snippet} lang={other} />
    </li>
  );
}
