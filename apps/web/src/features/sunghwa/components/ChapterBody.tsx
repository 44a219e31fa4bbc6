import Box from '@mui/material/Box';
import type { SunghwaChapter } from '@atrium/shared/api/edu';
import { ContentSections } from '#web/components/content/ContentSections';
import { VideoFacade } from '#web/components/media/VideoFacade';

/** A chapter's video and sections (their headings one level under the chapter's). */
export function ChapterBody({ chapter, imageSizes }: { chapter: SunghwaChapter; imageSizes: string }) {
  return (
    <>
      {chapter.video && (
        <Box sx={{ mb: 3 }}>
          <VideoFacade video={chapter.video} sizes={imageSizes} />
        </Box>
      )}
      <ContentSections sections={chapter.sections} level={3} imageSizes={imageSizes} />
    </>
  );
}
