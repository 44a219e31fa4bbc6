import Box from '@mui/material/Box';
import { Skeleton } from '#web/components/content/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from '#web/lib/i18n/react';
import { LanguageNote } from '#web/components/content/LanguageNote';
import { otherLanguages } from '#web/components/content/served-language';
import { LoadError } from '#web/components/content/LoadError';
import { CardGrid } from '#web/components/pages/CardGrid';
import { useLanguage } from '#web/lib/i18n/use-language';
import { useSpaces } from '../api/get-spaces';
import { PageColumn } from '../components/PageColumn';
import { SpaceCard } from '../components/SpaceCard';
import { SpacesMap } from '#web/components/spaces-map/SpacesMap';

/** /spaces: the venue map with its hotspots, then a card per space. */
export default function SpacesPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const spaces = useSpaces(lang);
  // One note for the list, naming every other language its cards are in (each card is marked too).
  const served = otherLanguages(spaces.data, lang);
  return (
    <PageColumn wide>
      <Typography component="h1" variant="h3" sx={{ fontWeight: 700, mb: 2 }}>
        {t('home:spaces.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4, lineHeight: 1.8, maxWidth: 720 }}>
        {t('home:spaces.intro')}
      </Typography>
      <SpacesMap lang={lang} priority />
      <Box sx={{ mt: 6 }}>
        {served.length > 0 && (
          <Box sx={{ mb: 2 }}>
            <LanguageNote served={served} page={lang} />
          </Box>
        )}
        {spaces.isError && <LoadError onRetry={() => void spaces.refetch()} />}
        <CardGrid aria-busy={spaces.isPending}>
          {spaces.isPending &&
            [0, 1, 2].map((i) => (
              <li key={i}>
                <Skeleton variant="rounded" sx={{ aspectRatio: '4 / 3', height: 'auto' }} />
              </li>
            ))}
          {spaces.data?.map((space) => (
            <li key={space.id}>
              <SpaceCard space={space} lang={lang} />
            </li>
          ))}
        </CardGrid>
      </Box>
    </PageColumn>
  );
}
