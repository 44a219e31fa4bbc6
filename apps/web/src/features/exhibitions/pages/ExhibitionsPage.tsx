import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from '#web/lib/i18n/react';
import { href } from '@atrium/shared/routes';
import { LanguageNote } from '#web/components/content/LanguageNote';
import { otherLanguages } from '#web/components/content/served-language';
import { LoadError } from '#web/components/content/LoadError';
import { useLanguage } from '#web/lib/i18n/use-language';
import { CardGridSkeleton, cardGridSx } from '#web/components/pages/CardGridSkeleton';
import { ForwardButton } from '#web/components/pages/ForwardButton';
import { PageColumn, pageTitleSx } from '#web/components/pages/PageColumn';
import { useExhibitions } from '../api/get-exhibitions';
import { ExhibitionCard } from '../components/ExhibitionCard';

/** /exhibitions: every exhibition as a card, and the way to the whole collection. */
export default function ExhibitionsPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const exhibitions = useExhibitions(lang);
  const served = otherLanguages(exhibitions.data, lang);
  return (
    <PageColumn wide>
      <Typography component="h1" variant="h3" sx={{ ...pageTitleSx, mb: 2 }}>
        {t('edu:exhibitions.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3, lineHeight: 1.8, maxWidth: 720 }}>
        {t('edu:exhibitions.intro')}
      </Typography>
      <ForwardButton to={href(lang, 'artworks')} variant="outlined" sx={{ mb: 4 }}>
        {t('edu:exhibitions.allArtworks')}
      </ForwardButton>
      {served.length > 0 && (
        <Box sx={{ mb: 2 }}>
          <LanguageNote served={served} page={lang} />
        </Box>
      )}
      {exhibitions.isError && <LoadError onRetry={() => void exhibitions.refetch()} />}
      {exhibitions.data?.length === 0 && <Typography>{t('edu:exhibitions.empty')}</Typography>}
      <Box component="ul" aria-busy={exhibitions.isPending} sx={cardGridSx}>
        {exhibitions.isPending && <CardGridSkeleton />}
        {exhibitions.data?.map((exhibition, index) => (
          <li key={exhibition.id}>
            <ExhibitionCard exhibition={exhibition} lang={lang} priority={index === 0} />
          </li>
        ))}
      </Box>
    </PageColumn>
  );
}
