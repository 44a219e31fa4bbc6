import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type SvgIcon from '@mui/material/SvgIcon';
import type { Section } from '@atrium/shared/api/content';
import { Paragraphs } from '../../../components/content/Paragraphs';
import { ResponsivePicture } from '../../../components/media/ResponsivePicture';

const IMAGE_SIZES = '(min-width: 900px) 760px, 100vw';

interface GuideSectionProps {
  id: string;
  title: string;
  icon: typeof SvgIcon;
  sections: Section[];
}

/** The exhibition guide or the location guide: a titled box of steps, each with its picture or map. */
export function GuideSection({ id, title, icon: Icon, sections }: GuideSectionProps) {
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
        sx={{ fontWeight: 700, mb: 2, display: 'flex', gap: 1, alignItems: 'center' }}
      >
        <Icon aria-hidden color="primary" />
        {title}
      </Typography>
      {sections.map((section, i) => (
        <Box key={i} sx={{ mt: i ? 4 : 0 }}>
          {section.heading && (
            <Typography component="h3" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
              {section.heading}
            </Typography>
          )}
          <Paragraphs text={section.text} />
          {section.image && <ResponsivePicture image={section.image} sizes={IMAGE_SIZES} sx={{ borderRadius: 2 }} />}
        </Box>
      ))}
    </Box>
  );
}
