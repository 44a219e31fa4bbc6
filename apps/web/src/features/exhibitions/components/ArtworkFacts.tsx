import { useTranslation } from '#web/lib/i18n/react';
import type { ArtworkDetail } from '@atrium/shared/api/edu';
import { TermList } from '#web/components/content/TermList';
import styles from './ArtworkFacts.module.css';

/** The artwork's metadata (docs/spec/product-spec.md §3: keyword, symbol, createdAt, scaleAndWeight, material) as a list of terms. */
export function ArtworkFacts({ artwork }: { artwork: ArtworkDetail }) {
  const { t } = useTranslation();
  const terms = [
    { term: t('edu:artwork.keyword'), value: artwork.keyword },
    { term: t('edu:artwork.createdAt'), value: artwork.createdAt },
    { term: t('edu:artwork.material'), value: artwork.material },
    { term: t('edu:artwork.scaleAndWeight'), value: artwork.scaleAndWeight },
    { term: t('edu:artwork.symbol'), value: artwork.symbol },
  ].filter((fact) => fact.value);
  return <TermList terms={terms} termColumn="minmax(7rem, auto)" className={styles.facts} />;
}
