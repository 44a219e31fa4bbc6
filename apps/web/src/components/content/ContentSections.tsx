import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Section } from '@atrium/shared/api/content';
import { ResponsivePicture } from '../media/ResponsivePicture';
import { Paragraphs } from './Paragraphs';

/** Pictures in a text column: never wider than the column (about 760 px), full width on phones. */
const SECTION_IMAGE_SIZES = '(min-width: 900px) 760px, 100vw';

/** A page's or a space's sections: a heading, its paragraphs and its picture each. */
export function ContentSections({ sections }: { sections: Section[] }) {
  return (
    <>
      {sections.map((section, i) => (
        <Box component="section" key={i} sx={{ mt: 5 }}>
          {section.heading && (
            <Typography component="h2" variant="h5" sx={{ fontWeight: 700, mb: 2 }}>
              {section.heading}
            </Typography>
          )}
          <Paragraphs text={section.text} />
          {section.image && (
            <Box component="figure" sx={{ m: 0, mt: 2 }}>
              <ResponsivePicture image={section.image} sizes={SECTION_IMAGE_SIZES} sx={{ borderRadius: 2 }} />
            </Box>
          )}
        </Box>
      ))}
    </>
  );
}
