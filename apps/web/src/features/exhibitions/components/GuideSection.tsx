import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type SvgIcon from '@mui/material/SvgIcon';
import type { Section } from '@atrium/shared/api/content';
import { ContentSections } from '#web/components/content/ContentSections';

interface GuideSectionProps {
  id: string;
  title: string;
  icon: typeof SvgIcon;
  sections: Section[];
  /** The title's language when the sections around it are served in another. */
  titleLang?: string;
}

/** The exhibition guide or the location guide: a titled box of steps, each with its picture or map. */
export function GuideSection({ id, title, icon: Icon, sections, titleLang }: GuideSectionProps) {
  if (!sections.length) return null;
  return (
    <Box
      component="section"
      id={id}
      aria-labelledby={`${id}-title`}
      sx={{ mt: 6, p: { xs: 2.5, md: 4 }, borderRadius: 2, bgcolor: 'action.hover', scrollMarginTop: 80 }}
    >
      <Typography
        id={`${id}-title`}
        component="h2"
        variant="h5"
        lang={titleLang}
        sx={{ fontWeight: 700, mb: 2, display: 'flex', gap: 1, alignItems: 'center' }}
      >
        <Icon aria-hidden color="primary" />
        {title}
      </Typography>
      <ContentSections sections={sections} level={3} />
    </Box>
  );
}
