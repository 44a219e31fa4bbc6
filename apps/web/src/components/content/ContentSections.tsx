import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Section } from '@atrium/shared/api/content';
import { ResponsivePicture } from '../media/ResponsivePicture';
import { RichText } from './RichText';

/** Pictures in a text column: never wider than the column (about 760 px), full width on phones. */
const SECTION_IMAGE_SIZES = '(min-width: 900px) 760px, 100vw';

interface ContentSectionsProps {
  sections: Section[];
  /** The headings' level: 2 on a page, 3 inside a titled part (a guide, a chapter). */
  level?: 2 | 3;
  imageSizes?: string;
}

/** Sections of a page, a space, a guide or a chapter: a heading, its rich text and its picture each. */
export function ContentSections({ sections, level = 2, imageSizes = SECTION_IMAGE_SIZES }: ContentSectionsProps) {
  const top = level === 2;
  return (
    <>
      {sections.map((section, i) => (
        <Box component={top ? 'section' : 'div'} key={i} sx={{ mt: top ? 5 : i ? 4 : 0 }}>
          {section.heading && (
            <Typography
              component={top ? 'h2' : 'h3'}
              variant={top ? 'h5' : 'h6'}
              sx={{ fontWeight: 700, mb: top ? 2 : 1 }}
            >
              {section.heading}
            </Typography>
          )}
          <RichText html={section.html} />
          {section.image && (
            <Box component="figure" sx={{ m: 0, mt: 2 }}>
              <ResponsivePicture image={section.image} sizes={imageSizes} sx={{ borderRadius: 2 }} />
            </Box>
          )}
        </Box>
      ))}
    </>
  );
}
