import { useEffect, useRef, useState } from 'react';
import clsx from 'clsx';
import { useTranslation } from '#web/lib/i18n/react';
import type { Video, VideoProvider } from '@atrium/shared/api/edu';
import { PlayArrowIcon } from '#web/components/content/icons';
import { ResponsivePicture } from './ResponsivePicture';
import styles from './VideoFacade.module.css';

/** The host's name as visitors know it, for the note that playing loads its player ('' for our own files). */
const PROVIDER_NAMES: Record<VideoProvider, string> = { youtube: 'YouTube', vimeo: 'Vimeo', file: '' };

interface VideoFacadeProps {
  video: Video;
  /** How wide the video is shown, for the poster's rendition. */
  sizes?: string;
  /** The poster is the page's largest picture, in the first screen: fetched at once, first. */
  priority?: boolean;
}

/**
 * A video as its poster and a play button. The host's player (and every script and cookie of
 * it) is loaded only when the visitor presses play; then focus moves into the player.
 */
export function VideoFacade({ video, sizes = '(min-width: 900px) 760px, 100vw', priority = false }: VideoFacadeProps) {
  const { t } = useTranslation();
  const [playing, setPlaying] = useState(false);
  const player = useRef<HTMLIFrameElement & HTMLVideoElement>(null);
  useEffect(() => {
    if (playing) player.current?.focus();
  }, [playing]);
  const { provider, title, poster } = video;
  const host = PROVIDER_NAMES[provider];
  const duration = video.durationSeconds ? formatDuration(video.durationSeconds) : null;

  return (
    <figure className={styles.figure}>
      <div className={styles.frame}>
        {playing && provider === 'file' && (
          <video ref={player} src={video.embedUrl} controls autoPlay aria-label={title} className={styles.player} />
        )}
        {playing && provider !== 'file' && (
          <iframe
            ref={player}
            src={video.embedUrl}
            title={title}
            allow="autoplay; encrypted-media; fullscreen; picture-in-picture"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
            className={styles.player}
          />
        )}
        {!playing && (
          <>
            {poster && (
              <ResponsivePicture image={poster} alt="" sizes={sizes} priority={priority} className={styles.poster} />
            )}
            <button
              type="button"
              onClick={() => setPlaying(true)}
              aria-label={t('edu:video.play', { title })}
              className={styles.playButton}
            >
              <span className={styles.play}>
                <PlayArrowIcon className={styles.playIcon} />
              </span>
            </button>
            {duration && (
              <span aria-hidden className={styles.duration}>
                {duration}
              </span>
            )}
          </>
        )}
      </div>
      {/* The main colour, as MUI drew it (its Typography ignored color="text.secondary"). */}
      <figcaption className={clsx('type-body2', styles.caption)}>
        {title}
        {!playing && host && ` · ${t('edu:video.providerNote', { provider: host })}`}
        {!playing && video.watchUrl && (
          <>
            {' · '}
            <a href={video.watchUrl} target="_blank" rel="noopener noreferrer" className={styles.watch}>
              {t('edu:video.watchOn', { provider: host })}
              <span className="visually-hidden">{` ${t('newTab')}`}</span>
            </a>
          </>
        )}
      </figcaption>
    </figure>
  );
}

/** 754 → "12:34", 3754 → "1:02:34". */
export function formatDuration(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = String(seconds % 60).padStart(2, '0');
  return h ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}
