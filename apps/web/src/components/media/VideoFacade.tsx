import { useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import PlayArrow from '@mui/icons-material/PlayArrow';
import { useTranslation } from '#web/lib/i18n/react';
import type { Video, VideoProvider } from '@atrium/shared/api/edu';
import { visuallyHidden } from '../forms/visually-hidden';
import { centeredOverlaySx } from './overlay-sx';
import { ResponsivePicture } from './ResponsivePicture';

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
    <Box component="figure" sx={{ m: 0 }}>
      <Box
        sx={{
          position: 'relative',
          aspectRatio: '16 / 9',
          borderRadius: 2,
          overflow: 'hidden',
          bgcolor: 'grey.900',
        }}
      >
        {playing && provider === 'file' && (
          <Box
            component="video"
            ref={player}
            src={video.embedUrl}
            controls
            autoPlay
            aria-label={title}
            sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%' }}
          />
        )}
        {playing && provider !== 'file' && (
          <Box
            component="iframe"
            ref={player}
            src={video.embedUrl}
            title={title}
            allow="autoplay; encrypted-media; fullscreen; picture-in-picture"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
            sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', border: 0 }}
          />
        )}
        {!playing && (
          <>
            {poster && (
              <ResponsivePicture
                image={poster}
                alt=""
                sizes={sizes}
                priority={priority}
                sx={{ position: 'absolute', inset: 0, height: '100%', objectFit: 'cover' }}
              />
            )}
            <ButtonBase
              onClick={() => setPlaying(true)}
              aria-label={t('edu:video.play', { title })}
              sx={{
                ...centeredOverlaySx,
                '&:hover .play, &.Mui-focusVisible .play': { transform: 'scale(1.1)', bgcolor: 'primary.main' },
                '&.Mui-focusVisible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: -3 },
              }}
            >
              <Box
                className="play"
                sx={{
                  width: 72,
                  height: 72,
                  borderRadius: '50%',
                  display: 'grid',
                  placeItems: 'center',
                  bgcolor: 'rgba(0, 0, 0, 0.72)',
                  color: '#fff',
                  transition: 'transform 0.15s, background-color 0.15s',
                  '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
                }}
              >
                <PlayArrow aria-hidden sx={{ fontSize: 44 }} />
              </Box>
            </ButtonBase>
            {duration && (
              <Box
                aria-hidden
                sx={{
                  position: 'absolute',
                  right: 8,
                  bottom: 8,
                  px: 0.75,
                  borderRadius: 0.5,
                  bgcolor: 'rgba(0, 0, 0, 0.8)',
                  color: '#fff',
                  fontSize: '0.8rem',
                  pointerEvents: 'none',
                }}
              >
                {duration}
              </Box>
            )}
          </>
        )}
      </Box>
      <Typography component="figcaption" variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {title}
        {!playing && host && ` · ${t('edu:video.providerNote', { provider: host })}`}
        {!playing && video.watchUrl && (
          <>
            {' · '}
            <Link href={video.watchUrl} target="_blank" rel="noopener noreferrer" underline="always">
              {t('edu:video.watchOn', { provider: host })}
              <Box component="span" sx={visuallyHidden}>
                {` ${t('newTab')}`}
              </Box>
            </Link>
          </>
        )}
      </Typography>
    </Box>
  );
}

/** 754 → "12:34", 3754 → "1:02:34". */
export function formatDuration(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = String(seconds % 60).padStart(2, '0');
  return h ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}
