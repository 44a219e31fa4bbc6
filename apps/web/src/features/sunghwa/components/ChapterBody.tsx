import type { SunghwaChapter } from '@atrium/shared/api/edu';
import { ContentSections } from '#web/components/content/ContentSections';
import { VideoFacade } from '#web/components/media/VideoFacade';
import styles from './ChapterBody.module.css';

/** A chapter's video and sections (their headings one level under the chapter's). */
export function ChapterBody({ chapter, imageSizes }: { chapter: SunghwaChapter; imageSizes: string }) {
  return (
    <>
      {chapter.video && (
        <div className={styles.video}>
          <VideoFacade video={chapter.video} sizes={imageSizes} />
        </div>
      )}
      <ContentSections sections={chapter.sections} level={3} imageSizes={imageSizes} />
    </>
  );
}
