import { useState } from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import DesktopWindows from '@mui/icons-material/DesktopWindowsOutlined';
import ExpandMore from '@mui/icons-material/ExpandMore';
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

const IMAGE_SIZES = '(min-width: 520px) 480px, 100vw';

/** /edu/sunghwa/m (members): the sunghwa course for phones, one chapter open at a time. */
export default function SunghwaMobilePage() {
  return <SunghwaQuery>{(course) => <PhoneCourse course={course} />}</SunghwaQuery>;
}

function PhoneCourse({ course }: { course: SunghwaResponse }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const [open, setOpen] = useState<number | null>(course.chapters[0]?.id ?? null);
  return (
    <Box sx={{ maxWidth: 480, mx: 'auto', px: 2, py: 3 }}>
      <LanguageNote served={course.lang} page={lang} />
      <Box component="header" lang={langIfOther(course.lang, lang)} sx={{ mt: 1, mb: 2 }}>
        <Typography component="h1" variant="h5" sx={{ fontWeight: 700, mb: 1 }}>
          {course.title}
        </Typography>
        {course.cover && (
          <ResponsivePicture image={course.cover} sizes={IMAGE_SIZES} priority sx={{ borderRadius: 2, mb: 2 }} />
        )}
        <Paragraphs text={course.intro} />
      </Box>
      {course.chapters.map((chapter, i) => (
        <Accordion
          key={chapter.id}
          expanded={open === chapter.id}
          onChange={(_event, expanded) => setOpen(expanded ? chapter.id : null)}
          disableGutters
          lang={langIfOther(chapter.lang, lang)}
          slotProps={{ heading: { component: 'h2' } }}
        >
          <AccordionSummary
            expandIcon={<ExpandMore aria-hidden />}
            id={`${chapter.slug}-summary`}
            aria-controls={`${chapter.slug}-details`}
          >
            <Box>
              <Typography variant="caption" color="primary" sx={{ display: 'block', fontWeight: 700 }}>
                {t('edu:sunghwa.chapter', { n: i + 1 })}
              </Typography>
              <Typography component="span" sx={{ fontWeight: 700 }}>
                {chapter.title}
              </Typography>
            </Box>
          </AccordionSummary>
          <AccordionDetails>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
              {chapter.summary}
            </Typography>
            <ChapterBody chapter={chapter} imageSizes={IMAGE_SIZES} />
          </AccordionDetails>
        </Accordion>
      ))}
      <Button
        component={RouterLink}
        to={href(lang, 'sunghwa')}
        startIcon={<DesktopWindows aria-hidden />}
        sx={{ mt: 3 }}
      >
        {t('edu:sunghwa.fullLayout')}
      </Button>
    </Box>
  );
}
