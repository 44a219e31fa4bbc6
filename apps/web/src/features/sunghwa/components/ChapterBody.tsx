import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { SunghwaChapter } from '@atrium/shared/api/edu';
import { Paragraphs } from '../../../components/content/Paragraphs';
import { ResponsivePicture } from '../../../components/media/ResponsivePicture';
import { VideoFacade } from '../../edu/components/VideoFacade';

/** A chapter's video and sections (their headings one level under the chapter's). */
export function ChapterBody({ chapter, imageSizes }: { chapter: SunghwaChapter; imageSizes: string }) {
  return (
    <>
      {chapter.video && (
        <Box sx={{ mb: 3 }}>
          <VideoFacade video={chapter.video} sizes={imageSizes} />
        </Box>
      )}
      {chapter.sections.map((section, i) => (
        <Box key={i} sx={{ mt: i ? 3 : 0 }}>
          {section.heading && (
            <Typography component="h3" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
              {section.heading}
            </Typography>
          )}
          <Paragraphs text={section.text} />
          {section.image && <ResponsivePicture image={section.image} sizes={imageSizes} sx={{ borderRadius: 2 }} />}
        </Box>
      ))}
    </>
  );
}
