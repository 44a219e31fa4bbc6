import Box from '@mui/material/Box';
import { Tag } from '#web/components/content/Tag';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import Explore from '@mui/icons-material/ExploreOutlined';
import Place from '@mui/icons-material/PlaceOutlined';
import { useParams } from 'react-router';
import { useTranslation } from '#web/lib/i18n/react';
import { href } from '@atrium/shared/routes';
import { LanguageNote } from '#web/components/content/LanguageNote';
import { RichText } from '#web/components/content/RichText';
import { PictureGallery } from '#web/components/content/PictureGallery';
import { langIfOther, pageLangWithin } from '#web/components/content/served-language';
import { DetailCover } from '#web/components/pages/DetailCover';
import { NotFound } from '#web/components/pages/NotFound';
import { useOwnHead } from '#web/components/use-page-head';
import { summaryHead } from '@atrium/shared/own-heads';
import { useLanguage } from '#web/lib/i18n/use-language';
import { BackLink } from '#web/components/pages/BackLink';
import { DetailPage } from '#web/components/pages/DetailPage';
import { TitledSection } from '#web/components/pages/TitledSection';
import { pageTitleSx } from '#web/components/pages/PageColumn';
import { useExhibition } from '../api/get-exhibition';
import { ArtworkCard, artworkGridSx } from '../components/ArtworkCard';
import { exhibitionPeriod } from '../components/exhibition-dates';
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

  return (
    <DetailPage
      query={exhibition}
      back={<BackLink to={href(lang, 'exhibitions')}>{t('edu:exhibitions.back')}</BackLink>}
    >
      {(data) => {
        const period = exhibitionPeriod(data.startsOn, data.endsOn, lang);
        const guides = [
          {
            id: 'exhibition-guide',
            title: t('edu:exhibitions.exhibitionGuide'),
            icon: Explore,
            sections: data.exhibitionGuide,
          },
          {
            id: 'location-guide',
            title: t('edu:exhibitions.locationGuide'),
            icon: Place,
            sections: data.locationGuide,
          },
        ];
        const parts = [
          ...guides.filter((guide) => guide.sections.length > 0).map(({ id, title }) => ({ id, label: title })),
          ...(data.artworks.length > 0 ? [{ id: 'artworks', label: t('edu:exhibitions.artworks') }] : []),
        ];
        // The page's own labels inside an exhibition served in a fallback language.
        const labels = pageLangWithin(data.lang, lang);
        return (
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
                  {period ?? <Tag lang={labels} label={t('edu:exhibitions.permanent')} />}
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
              <DetailCover cover={data.cover} sx={{ mb: 3 }} />
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
              {guides.map((guide) => (
                <GuideSection key={guide.id} {...guide} titleLang={labels} />
              ))}
              {data.gallery.length > 0 && (
                <TitledSection
                  headingId="gallery-title"
                  title={t('edu:exhibitions.gallery')}
                  lang={labels}
                  sx={{ mt: 6 }}
                >
                  <PictureGallery images={data.gallery} />
                </TitledSection>
              )}
            </Box>
            {data.artworks.length > 0 && (
              <TitledSection
                headingId="artworks-title"
                title={t('edu:exhibitions.artworks')}
                id="artworks"
                sx={{ mt: 6, scrollMarginTop: 80 }}
              >
                <Box component="ul" sx={artworkGridSx}>
                  {data.artworks.map((artwork) => (
                    <li key={artwork.id}>
                      <ArtworkCard artwork={artwork} lang={lang} headingLevel="h3" />
                    </li>
                  ))}
                </Box>
              </TitledSection>
            )}
          </>
        );
      }}
    </DetailPage>
  );
}
