import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import PhoneIphone from '@mui/icons-material/PhoneIphone';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from '#web/lib/i18n/react';
import type { SunghwaResponse } from '@atrium/shared/api/edu';
import { href } from '@atrium/shared/routes';
import { LanguageNote } from '#web/components/content/LanguageNote';
import { Paragraphs } from '#web/components/content/Paragraphs';
import { langIfOther } from '#web/components/content/served-language';
import { ResponsivePicture } from '#web/components/media/ResponsivePicture';
import { useLanguage } from '#web/lib/i18n/use-language';
import { ChapterBody } from '../components/ChapterBody';
import { SunghwaQuery } from '../components/SunghwaQuery';
import { pageTitleSx } from '#web/components/pages/PageColumn';

const IMAGE_SIZES = '(min-width: 1200px) 760px, (min-width: 768px) 70vw, 100vw';

/** /edu/sunghwa (members): the sunghwa course, its contents beside the chapters. */
export default function SunghwaPage() {
  return <SunghwaQuery>{(course) => <Course course={course} />}</SunghwaQuery>;
}

function Course({ course }: { course: SunghwaResponse }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  return (
    <Box sx={{ maxWidth: 1200, mx: 'auto', px: { xs: 2.5, md: 4 }, py: { xs: 4, md: 6 } }}>
      <LanguageNote served={course.lang} page={lang} />
      <Box component="header" lang={langIfOther(course.lang, lang)} sx={{ mt: 1, mb: 4, maxWidth: 860 }}>
        <Typography component="h1" variant="h3" sx={pageTitleSx}>
          {course.title}
        </Typography>
        <Box sx={{ mt: 2 }}>
          <Paragraphs text={course.intro} />
        </Box>
        <Button
          component={RouterLink}
          to={href(lang, 'sunghwaMobile')}
          variant="outlined"
          size="small"
          startIcon={<PhoneIphone aria-hidden />}
        >
          {t('edu:sunghwa.phoneLayout')}
        </Button>
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', lg: '240px 1fr' }, gap: { xs: 3, lg: 6 } }}>
        <Box
          component="nav"
          aria-label={t('edu:sunghwa.contents')}
          sx={{ position: { lg: 'sticky' }, top: { lg: 24 }, alignSelf: 'start' }}
        >
          <Typography component="h2" variant="overline" sx={{ display: 'block', color: 'text.secondary' }}>
            {t('edu:sunghwa.contents')}
          </Typography>
          <Box component="ol" sx={{ m: 0, pl: 3, '& li': { mb: 1 } }}>
            {course.chapters.map((chapter) => (
              <li key={chapter.id} lang={langIfOther(chapter.lang, lang)}>
                <Link href={`#${chapter.slug}`}>{chapter.title}</Link>
              </li>
            ))}
          </Box>
        </Box>
        <Box sx={{ minWidth: 0, maxWidth: 860 }}>
          {course.cover && (
            <ResponsivePicture image={course.cover} sizes={IMAGE_SIZES} priority sx={{ borderRadius: 2, mb: 4 }} />
          )}
          {course.chapters.map((chapter, i) => (
            <Box
              component="section"
              key={chapter.id}
              id={chapter.slug}
              aria-labelledby={`${chapter.slug}-title`}
              lang={langIfOther(chapter.lang, lang)}
              sx={{ mb: 6, scrollMarginTop: 24 }}
            >
              <Typography color="primary" sx={{ fontWeight: 700 }}>
                {t('edu:sunghwa.chapter', { n: i + 1 })}
              </Typography>
              <Typography id={`${chapter.slug}-title`} component="h2" variant="h4" sx={{ fontWeight: 700, mb: 1 }}>
                {chapter.title}
              </Typography>
              <Typography color="text.secondary" sx={{ mb: 3, lineHeight: 1.8 }}>
                {chapter.summary}
              </Typography>
              <ChapterBody chapter={chapter} imageSizes={IMAGE_SIZES} />
            </Box>
          ))}
        </Box>
      </Box>
    </Box>
  );
}
