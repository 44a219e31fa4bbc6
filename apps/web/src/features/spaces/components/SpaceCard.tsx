import clsx from 'clsx';
import type { SpaceSummary } from '@atrium/shared/api/content';
import type { Language } from '@atrium/shared/languages';
import { href } from '@atrium/shared/routes';
import { CoverCard } from '#web/components/content/CoverCard';
import { langIfOther } from '#web/components/content/served-language';
import styles from './SpaceCard.module.css';

/** A space in the list: cover, name (the link, covering the card), floor and summary. */
export function SpaceCard({ space, lang }: { space: SpaceSummary; lang: Language }) {
  const served = langIfOther(space.lang, lang);
  return (
    <CoverCard
      lang={lang}
      servedLang={space.lang}
      cover={space.cover}
      title={space.name}
      to={href(lang, 'space', { slug: space.slug })}
    >
      <p lang={served} className={clsx('type-body2', styles.floor)}>
        {space.floor}
      </p>
      <p lang={served} className={clsx('type-body2 text-secondary', styles.summary)}>
        {space.summary}
      </p>
    </CoverCard>
  );
}
