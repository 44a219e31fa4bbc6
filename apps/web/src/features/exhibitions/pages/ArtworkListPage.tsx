import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router';
import { useTranslation } from '#web/lib/i18n/react';
import { href } from '@atrium/shared/routes';
import { LanguageNote } from '#web/components/content/LanguageNote';
import { otherLanguages } from '#web/components/content/served-language';
import { LoadError } from '#web/components/content/LoadError';
import { useLanguage } from '#web/lib/i18n/use-language';
import { CardGridSkeleton } from '#web/components/pages/CardGridSkeleton';
import { PageColumn, pageTitleSx } from '#web/components/pages/PageColumn';
import { parseId } from '#web/lib/parse-id';
import { useArtworks } from '../api/get-artworks';
import { ArtworkCard, artworkGridSx } from '../components/ArtworkCard';
import { ListPager } from '../components/ListPager';

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
      <Typography component="h1" variant="h3" sx={{ ...pageTitleSx, mb: 2 }}>
        {t('edu:artworks.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4, lineHeight: 1.8, maxWidth: 720 }}>
        {t('edu:artworks.intro')}
      </Typography>
      {served.length > 0 && (
        <Box sx={{ mb: 2 }}>
          <LanguageNote served={served} page={lang} />
        </Box>
      )}
      {artworks.isError && <LoadError onRetry={() => void artworks.refetch()} />}
      {data?.items.length === 0 && <Typography>{t('edu:artworks.empty')}</Typography>}
      <Box component="ul" aria-busy={artworks.isPending || artworks.isPlaceholderData} sx={artworkGridSx}>
        {artworks.isPending && <CardGridSkeleton count={8} ratio="1" />}
        {data?.items.map((artwork) => (
          <li key={artwork.id}>
            <ArtworkCard artwork={artwork} lang={lang} />
          </li>
        ))}
      </Box>
      <ListPager
        label={t('edu:artworks.pages')}
        page={Math.min(page, pages)}
        pages={pages}
        hrefOf={(n) => (n === 1 ? href(lang, 'artworks') : `${href(lang, 'artworks')}?page=${n}`)}
      />
    </PageColumn>
  );
}
