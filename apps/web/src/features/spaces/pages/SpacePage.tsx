import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { Link as RouterLink, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { href } from '@atrium/shared/routes';
import { ContentSections } from '#web/components/content/ContentSections';
import { LanguageNote } from '#web/components/content/LanguageNote';
import { langIfOther, pageLangWithin } from '#web/components/content/servedLanguage';
import { ReadFailure } from '#web/components/errors/ReadFailure';
import { ResponsivePicture } from '#web/components/media/ResponsivePicture';
import { useOwnHead } from '#web/components/usePageHead';
import { spaceHead } from '@atrium/shared/ownHeads';
import { useLanguage } from '#web/lib/i18n/useLanguage';
import { useSpace } from '../api/getSpace';
import { PageColumn } from '../components/PageColumn';
import { SpaceGallery } from '../components/SpaceGallery';

/** /spaces/{slug}: a space's name, floor, summary, cover, sections and gallery; unknown → not found. */
export default function SpacePage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const { slug = '' } = useParams();
  const space = useSpace(lang, slug);
  useOwnHead(space.data && spaceHead(space.data));

  if (space.isError) return <ReadFailure query={space} />;
  return (
    <PageColumn>
      <Link
        component={RouterLink}
        to={href(lang, 'spaces')}
        sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mb: 3 }}
      >
        <ArrowBack aria-hidden fontSize="small" />
        {t('home:spaces.back')}
      </Link>
      {space.isPending ? (
        <Box aria-busy="true">
          <Skeleton variant="text" sx={{ fontSize: '3rem', width: '50%' }} />
          <Skeleton variant="rounded" sx={{ aspectRatio: '16 / 10', height: 'auto', mt: 2 }} />
        </Box>
      ) : (
        <>
          <LanguageNote served={space.data.lang} page={lang} />
          <Box component="article" lang={langIfOther(space.data.lang, lang)} sx={{ mt: 1 }}>
            <Typography component="h1" variant="h3" sx={{ fontWeight: 700 }}>
              {space.data.name}
            </Typography>
            <Typography color="primary" sx={{ fontWeight: 700, mt: 1 }}>
              {space.data.floor}
            </Typography>
            <Typography sx={{ fontSize: '1.15rem', lineHeight: 1.8, mt: 2, mb: 3 }}>{space.data.summary}</Typography>
            {space.data.cover && (
              <ResponsivePicture
                image={space.data.cover}
                sizes="(min-width: 900px) 760px, 100vw"
                priority
                sx={{ borderRadius: 2 }}
              />
            )}
            <ContentSections sections={space.data.sections} />
            <SpaceGallery images={space.data.gallery} lang={pageLangWithin(space.data.lang, lang)} />
          </Box>
        </>
      )}
    </PageColumn>
  );
}
