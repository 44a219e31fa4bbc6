import { useId } from 'react';
import { Link as RouterLink } from '#web/lib/router';
import { useTranslation } from '#web/lib/i18n/react';
import type { NewsSummary } from '@atrium/shared/api/news';
import type { Language } from '@atrium/shared/languages';
import { href } from '@atrium/shared/routes';
import { langIfOther, servedLanguages } from '#web/components/content/served-language';
import { ShownInMark } from '#web/components/content/ShownInMark';
import { ResponsivePicture } from '#web/components/media/ResponsivePicture';
import { NewsDate } from './NewsDate';
import styles from './NewsCard.module.css';

/** One news item in the list: cover, date, title (the link), summary and how many articles it holds. */
export function NewsCard({ item, lang, priority }: { item: NewsSummary; lang: Language; priority: boolean }) {
  const { t } = useTranslation();
  const served = servedLanguages(item);
  const markId = useId();
  const marked = served.some((l) => l !== lang);
  return (
    <li className={styles.card}>
      <div className={styles.cover}>
        {item.cover && (
          <ResponsivePicture
            image={item.cover}
            // Its text is the title next to it.
            alt=""
            sizes="(min-width: 600px) 280px, 100vw"
            widths={[320, 480, 640, 960]}
            priority={priority}
          />
        )}
      </div>
      <div className={styles.text}>
        <NewsDate iso={item.publishedAt} lang={lang} />
        <div>
          <h2 lang={langIfOther(item.langs.title, lang)} className={`type-h5 ${styles.title}`}>
            <RouterLink
              to={href(lang, 'newsItem', { id: item.id })}
              aria-describedby={marked ? markId : undefined}
              className={styles.link}
            >
              {item.title}
            </RouterLink>
          </h2>
          <p lang={langIfOther(item.langs.summary, lang)} className={`type-body1 ${styles.summary}`}>
            {item.summary}
          </p>
        </div>
        <p className={`type-body2 ${styles.count}`}>{t('news:list.articleCount', { count: item.articleCount })}</p>
        {marked && (
          <div className={styles.mark}>
            <ShownInMark id={markId} served={served} page={lang} />
          </div>
        )}
      </div>
    </li>
  );
}
