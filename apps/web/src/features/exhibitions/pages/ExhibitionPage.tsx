import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import Explore from '@mui/icons-material/ExploreOutlined';
import Place from '@mui/icons-material/PlaceOutlined';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { href } from '@atrium/shared/routes';
import { LanguageNote } from '#web/components/content/LanguageNote';
import { RichText } from '#web/components/content/RichText';
import { PictureGallery } from '#web/components/content/PictureGallery';
import { langIfOther, pageLangWithin } from '#web/components/content/servedLanguage';
import { ReadFailure } from '#web/components/errors/ReadFailure';
import { ResponsivePicture } from '#web/components/media/ResponsivePicture';
import { NotFound } from '#web/components/pages/NotFound';
import { useOwnHead } from '#web/components/usePageHead';
import { summaryHead } from '@atrium/shared/ownHeads';
import { useLanguage } from '#web/lib/i18n/useLanguage';
import { BackLink } from '#web/components/pages/BackLink';
import { DetailSkeleton } from '#web/components/pages/DetailSkeleton';
import { PageColumn, pageTitleSx } from '#web/components/pages/PageColumn';
import { useExhibition } from '../api/getExhibition';
import { ArtworkCard, artworkGridSx } from '../components/ArtworkCard';
import { exhibitionPeriod } from '../components/exhibitionDates';
import { GuideSection } from '../components/GuideSection';

const SLUG = /^[a-z0-9-]{1,80}$/;

/** /exhibitions/{slug}: the exhibition, its exhibition and location guides, gallery and artworks. */
export default function ExhibitionPage() {
  const { slug = '' } = useParams();
  // A slug the server would refuse (400) is simply no exhibition.
  if (!SLUG.test(slug)) return <NotFound />;
  return <Exhibition slug={slug} />;
}

function Exhibition({ slug }: { slug: string }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const exhibition = useExhibition(lang, slug);
  useOwnHead(exhibition.data && summaryHead(exhibition.data));

  if (exhibition.isError) return <ReadFailure query={exhibition} />;
  const data = exhibition.data;
  const period = data ? exhibitionPeriod(data.startsOn, data.endsOn, lang) : null;
  const parts = data
    ? [
        data.exhibitionGuide.length > 0 && { id: 'exhibition-guide', label: t('edu:exhibitions.exhibitionGuide') },
        data.locationGuide.length > 0 && { id: 'location-guide', label: t('edu:exhibitions.locationGuide') },
        data.artworks.length > 0 && { id: 'artworks', label: t('edu:exhibitions.artworks') },
      ].filter((part) => part !== false)
    : [];
  // The page's own labels inside an exhibition served in a fallback language.
  const labels = data && pageLangWithin(data.lang, lang);

  return (
    <PageColumn>
      <BackLink to={href(lang, 'exhibitions')}>{t('edu:exhibitions.back')}</BackLink>
      {!data ? (
        <DetailSkeleton />
      ) : (
        <>
          <LanguageNote served={data.lang} page={lang} />
          <Box component="article" lang={langIfOther(data.lang, lang)} sx={{ mt: 1 }}>
            <Typography component="h1" variant="h3" sx={pageTitleSx}>
              {data.title}
            </Typography>
            <Box
              component="dl"
              sx={{
                display: 'grid',
                gridTemplateColumns: 'auto 1fr',
                gap: 1,
                columnGap: 2,
                mt: 2,
                mb: 3,
                '& dd': { m: 0 },
              }}
            >
              <Typography component="dt" color="text.secondary" lang={labels}>
                {t('edu:exhibitions.place')}
              </Typography>
              <Typography component="dd" sx={{ fontWeight: 700 }}>
                {data.place}
              </Typography>
              <Typography component="dt" color="text.secondary" lang={labels}>
                {t('edu:exhibitions.period')}
              </Typography>
              <Typography component="dd">
                {period ?? <Chip size="small" lang={labels} label={t('edu:exhibitions.permanent')} />}
              </Typography>
              {data.hours && (
                <>
                  <Typography component="dt" color="text.secondary" lang={labels}>
                    {t('edu:exhibitions.hours')}
                  </Typography>
                  <Typography component="dd">{data.hours}</Typography>
                </>
              )}
            </Box>
            {data.cover && (
              <ResponsivePicture
                image={data.cover}
                sizes="(min-width: 900px) 760px, 100vw"
                priority
                sx={{ borderRadius: 2, mb: 3 }}
              />
            )}
            {parts.length > 1 && (
              <Box component="nav" aria-label={t('edu:exhibitions.onThisPage')} lang={labels} sx={{ mb: 3 }}>
                <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: 2 }}>
                  {parts.map((part) => (
                    <li key={part.id}>
                      <Link href={`#${part.id}`}>{part.label}</Link>
                    </li>
                  ))}
                </Box>
              </Box>
            )}
            <RichText html={data.description} />
            <GuideSection
              id="exhibition-guide"
              title={t('edu:exhibitions.exhibitionGuide')}
              icon={Explore}
              sections={data.exhibitionGuide}
              titleLang={labels}
            />
            <GuideSection
              id="location-guide"
              title={t('edu:exhibitions.locationGuide')}
              icon={Place}
              sections={data.locationGuide}
              titleLang={labels}
            />
            {data.gallery.length > 0 && (
              <Box component="section" aria-labelledby="gallery-title" lang={labels} sx={{ mt: 6 }}>
                <Typography id="gallery-title" component="h2" variant="h5" sx={{ fontWeight: 700, mb: 2 }}>
                  {t('edu:exhibitions.gallery')}
                </Typography>
                <PictureGallery images={data.gallery} />
              </Box>
            )}
          </Box>
          {data.artworks.length > 0 && (
            <Box component="section" id="artworks" aria-labelledby="artworks-title" sx={{ mt: 6, scrollMarginTop: 80 }}>
              <Typography id="artworks-title" component="h2" variant="h5" sx={{ fontWeight: 700, mb: 2 }}>
                {t('edu:exhibitions.artworks')}
              </Typography>
              <Box component="ul" sx={artworkGridSx}>
                {data.artworks.map((artwork) => (
                  <li key={artwork.id}>
                    <ArtworkCard artwork={artwork} lang={lang} headingLevel="h3" />
                  </li>
                ))}
              </Box>
            </Box>
          )}
        </>
      )}
    </PageColumn>
  );
}
