import clsx from 'clsx';
import { Tag } from '#web/components/content/Tag';
import { useTranslation } from '#web/lib/i18n/react';
import type { ExhibitionSummary } from '@atrium/shared/api/edu';
import type { Language } from '@atrium/shared/languages';
import { href } from '@atrium/shared/routes';
import { CoverCard } from '#web/components/content/CoverCard';
import { langIfOther } from '#web/components/content/served-language';
import { exhibitionPeriod } from './exhibition-dates';
import styles from './ExhibitionCard.module.css';

/** An exhibition in the list: cover, title (the link, covering the card), place, status, period, summary. */
export function ExhibitionCard(props: { exhibition: ExhibitionSummary; lang: Language; priority: boolean }) {
  const { exhibition, lang, priority } = props;
  const { t } = useTranslation();
  const period = exhibitionPeriod(exhibition.startsOn, exhibition.endsOn, lang);
  const served = langIfOther(exhibition.lang, lang);
  return (
    <CoverCard
      lang={lang}
      servedLang={exhibition.lang}
      cover={exhibition.cover}
      title={exhibition.title}
      to={href(lang, 'exhibition', { slug: exhibition.slug })}
      priority={priority}
      headingLevel={3}
    >
      <p className={clsx('type-body2', styles.place)} lang={served}>
        {exhibition.place}
      </p>
      <div className={styles.facts}>
        <Tag
          label={t(`edu:exhibitions.status.${exhibition.status}`)}
          color={exhibition.status === 'inProgress' ? 'primary' : 'default'}
          variant={exhibition.status === 'past' ? 'outlined' : 'filled'}
        />
        {period ? (
          <p className="type-body2 text-secondary">{period}</p>
        ) : (
          <Tag label={t('edu:exhibitions.permanent')} />
        )}
        <p className={clsx('type-body2 text-secondary', styles.count)}>
          {t('edu:exhibitions.artworkCount', { n: exhibition.artworkCount })}
        </p>
      </div>
      <p className={clsx('type-body2 text-secondary', styles.summary)} lang={served}>
        {exhibition.summary}
      </p>
    </CoverCard>
  );
}
