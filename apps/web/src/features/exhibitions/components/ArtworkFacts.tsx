import { useTranslation } from '#web/lib/i18n/react';
import type { ArtworkDetail } from '@atrium/shared/api/edu';
import { TermList } from '#web/components/content/TermList';
import styles from './ArtworkFacts.module.css';

/**
 * What the venue says of the work beyond its label (docs/spec/product-spec.md §3: keyword and
 * symbol) as a list of terms; date, medium and dimensions are on the label (ArtworkLabel).
 */
export function ArtworkFacts({ artwork }: { artwork: ArtworkDetail }) {
  const { t } = useTranslation();
  const terms = [
    { term: t('edu:artwork.keyword'), value: artwork.keyword },
    { term: t('edu:artwork.symbol'), value: artwork.symbol },
  ].filter((fact) => fact.value);
  if (!terms.length) return null;
  return <TermList terms={terms} termColumn="minmax(7rem, auto)" className={styles.facts} />;
}
