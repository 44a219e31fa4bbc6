import type { Image } from '@atrium/shared/api/content';
import type { Video, VideoProvider } from '@atrium/shared/api/edu';
import type { Language } from '@atrium/shared/languages';
import { pickLocalized, type Localized } from '@atrium/shared/localized';
import type { Storage } from '#server/lib/storage';

/** A video as stored with content: the provider's id, a title per language and our own poster. */
export interface VideoRow {
  provider: VideoProvider;
  /** The provider's id; for 'file', the storage key of the video file. */
  videoId: string;
  title: Localized;
  durationSeconds?: number | null;
  posterId?: string | null;
}

type ImageOf = (id: string | null | undefined, lang: Language) => Image | null;

/**
 * What the web needs to show a poster and load the player only on play: the privacy-enhanced
 * embed (no cookies, no script before the visitor asks) and a plain link to the provider's page.
 */
export function presentVideo(
  row: VideoRow | null | undefined,
  lang: Language,
  image: ImageOf,
  storage: Storage,
): Video | null {
  if (!row) return null;
  const id = encodeURIComponent(row.videoId);
  const urls: Record<VideoProvider, { embedUrl: string; watchUrl: string }> = {
    youtube: {
      embedUrl: `https://www.youtube-nocookie.com/embed/${id}?autoplay=1&rel=0`,
      watchUrl: `https://www.youtube.com/watch?v=${id}`,
    },
    vimeo: { embedUrl: `https://player.vimeo.com/video/${id}?autoplay=1&dnt=1`, watchUrl: `https://vimeo.com/${id}` },
    file: { embedUrl: storage.url(row.videoId), watchUrl: '' },
  };
  return {
    provider: row.provider,
    videoId: row.videoId,
    ...urls[row.provider],
    title: pickLocalized(row.title, lang).text,
    durationSeconds: row.durationSeconds ?? null,
    poster: image(row.posterId, lang),
  };
}
