import clsx from 'clsx';
import { useSearchParams } from '#web/lib/router';
import { useTranslation } from '#web/lib/i18n/react';
import { href } from '@atrium/shared/routes';
import { LanguageNote } from '#web/components/content/LanguageNote';
import { otherLanguages } from '#web/components/content/served-language';
import { LoadError } from '#web/components/content/LoadError';
import { useLanguage } from '#web/lib/i18n/use-language';
import { CardGridSkeleton } from '#web/components/pages/CardGridSkeleton';
import { PageColumn } from '#web/components/pages/PageColumn';
import { parseId } from '#web/lib/parse-id';
import { useArtworks } from '../api/get-artworks';
import { ArtworkCard, artworkGridClass } from '../components/ArtworkCard';
import { ListPager } from '../components/ListPager';
import styles from './ListPages.module.css';

/** /artworks?page=: the online collection, a page of artworks at a time. */
export default function ArtworkListPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const [params] = useSearchParams();
  const page = parseId(params.get('page') ?? undefined) ?? 1;
  const artworks = useArtworks(lang, page);
  const data = artworks.data;
  const served = otherLanguages(data?.items, lang);
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  return (
    <PageColumn wide>
      <h1 className={clsx('type-h3', styles.title)}>{t('edu:artworks.title')}</h1>
      <p className={clsx('type-body1 text-secondary', styles.intro)}>{t('edu:artworks.intro')}</p>
      {served.length > 0 && (
        <div className={styles.note}>
          <LanguageNote served={served} page={lang} />
        </div>
      )}
      {artworks.isError && <LoadError onRetry={() => void artworks.refetch()} />}
      {data?.items.length === 0 && <p className="type-body1">{t('edu:artworks.empty')}</p>}
      <ul aria-busy={artworks.isPending || artworks.isPlaceholderData} className={artworkGridClass}>
        {artworks.isPending && <CardGridSkeleton count={8} ratio="1" />}
        {data?.items.map((artwork) => (
          <li key={artwork.id}>
            <ArtworkCard artwork={artwork} lang={lang} />
          </li>
        ))}
      </ul>
      <ListPager
        label={t('edu:artworks.pages')}
        page={Math.min(page, pages)}
        pages={pages}
        hrefOf={(n) => (n === 1 ? href(lang, 'artworks') : `${href(lang, 'artworks')}?page=${n}`)}
      />
    </PageColumn>
  );
}
