import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { keyframes } from '@mui/material/styles';
import type { Section } from '@atrium/shared/api/content';
import { RichText } from '#web/components/content/RichText';
import { ResponsivePicture } from '#web/components/media/ResponsivePicture';

const enterFrom = (offset: string) => keyframes`
  from { opacity: 0; transform: translateX(${offset}); }
  to { opacity: 1; transform: none; }
`;
const fromRight = enterFrom('48px');
const fromLeft = enterFrom('-48px');

interface BrochurePageContentProps {
  section: Section;
  label: string;
  /** Which way the visitor turned: the new page comes in from that side (no motion when reduced, see the global styles). */
  direction: 'previous' | 'next';
  first: boolean;
  lang?: string;
}

/** One brochure page: its picture, heading and paragraphs on a sheet of paper. */
export function BrochurePageContent({ section, label, direction, first, lang }: BrochurePageContentProps) {
  return (
    <Box
      role="group"
      aria-label={label}
      lang={lang}
      sx={{
        animation: first ? 'none' : `${direction === 'next' ? fromRight : fromLeft} 300ms ease-out`,
        bgcolor: 'background.paper',
        borderRadius: 1,
        boxShadow: 4,
        overflow: 'hidden',
        minHeight: { md: 480 },
      }}
    >
      {section.image && (
        <ResponsivePicture
          image={section.image}
          sizes="(min-width: 900px) 760px, 100vw"
          priority={first}
          sx={{ aspectRatio: '16 / 9', objectFit: 'cover' }}
        />
      )}
      <Box sx={{ p: { xs: 3, md: 5 } }}>
        {section.heading && (
          <Typography component="h2" variant="h5" sx={{ fontWeight: 700, mb: 2 }}>
            {section.heading}
          </Typography>
        )}
        <RichText html={section.html} />
      </Box>
    </Box>
  );
}
