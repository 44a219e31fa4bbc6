import Box from '@mui/material/Box';
import { Skeleton } from '#web/components/content/Skeleton';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router';
import { useTranslation } from '#web/lib/i18n/react';
import { href } from '@atrium/shared/routes';
import { ContentSections } from '#web/components/content/ContentSections';
import { LanguageNote } from '#web/components/content/LanguageNote';
import { langIfOther, pageLangWithin } from '#web/components/content/served-language';
import { BackLink } from '#web/components/pages/BackLink';
import { DetailPage } from '#web/components/pages/DetailPage';
import { DetailCover } from '#web/components/pages/DetailCover';
import { useOwnHead } from '#web/components/use-page-head';
import { spaceHead } from '@atrium/shared/own-heads';
import { useLanguage } from '#web/lib/i18n/use-language';
import { useSpace } from '../api/get-space';
import { PageColumn } from '../components/PageColumn';
import { SpaceGallery } from '../components/SpaceGallery';

/** /spaces/{slug}: a space's name, floor, summary, cover, sections and gallery; unknown → not found. */
export default function SpacePage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const { slug = '' } = useParams();
  const space = useSpace(lang, slug);
  useOwnHead(space.data && spaceHead(space.data));

  return (
    <DetailPage
      query={space}
      column={PageColumn}
      back={<BackLink to={href(lang, 'spaces')}>{t('home:spaces.back')}</BackLink>}
      skeleton={
        <Box aria-busy="true">
          <Skeleton variant="text" sx={{ fontSize: '3rem', width: '50%' }} />
          <Skeleton variant="rounded" sx={{ aspectRatio: '16 / 10', height: 'auto', mt: 2 }} />
        </Box>
      }
    >
      {(data) => (
        <>
          <LanguageNote served={data.lang} page={lang} />
          <Box component="article" lang={langIfOther(data.lang, lang)} sx={{ mt: 1 }}>
            <Typography component="h1" variant="h3" sx={{ fontWeight: 700 }}>
              {data.name}
            </Typography>
            <Typography color="primary" sx={{ fontWeight: 700, mt: 1 }}>
              {data.floor}
            </Typography>
            <Typography sx={{ fontSize: '1.15rem', lineHeight: 1.8, mt: 2, mb: 3 }}>{data.summary}</Typography>
            <DetailCover cover={data.cover} />
            <ContentSections sections={data.sections} />
            <SpaceGallery images={data.gallery} lang={pageLangWithin(data.lang, lang)} />
          </Box>
        </>
      )}
    </DetailPage>
  );
}
