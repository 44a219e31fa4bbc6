import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { useTranslation } from '#web/lib/i18n/react';
import type { Balloon, BalloonKind } from '@atrium/shared/api/edu';
import type { Language } from '@atrium/shared/languages';
import { visuallyHidden } from '#web/components/forms/visually-hidden';

/** Lettering is ink on paper whatever the site's theme: the art under it does not change either. */
const INK = '#1b1b1b';
const PAPER = '#ffffff';

/** A bordered tail or bubble drawn by a pseudo-element, below the balloon's left side. */
const tail = (shape: Record<string, string | number>) => ({
  content: '""',
  position: 'absolute',
  bgcolor: PAPER,
  border: `2px solid ${INK}`,
  ...shape,
});

const KIND_STYLES = {
  speech: {
    bgcolor: PAPER,
    color: INK,
    border: `2px solid ${INK}`,
    borderRadius: '1.25em',
    px: '0.8em',
    py: '0.45em',
    '&::after': tail({
      width: '0.8em',
      height: '0.8em',
      bottom: '-0.5em',
      left: '28%',
      borderTop: 0,
      borderLeft: 0,
      transform: 'rotate(45deg) skew(12deg, 12deg)',
    }),
  },
  thought: {
    bgcolor: PAPER,
    color: INK,
    border: `2px solid ${INK}`,
    borderRadius: '2em',
    px: '0.9em',
    py: '0.5em',
    '&::before': tail({ width: '0.7em', height: '0.7em', borderRadius: '50%', bottom: '-0.8em', left: '26%' }),
    '&::after': tail({ width: '0.4em', height: '0.4em', borderRadius: '50%', bottom: '-1.35em', left: '20%' }),
  },
  caption: {
    bgcolor: '#fff4cc',
    color: INK,
    border: `2px solid ${INK}`,
    borderRadius: '2px',
    px: '0.6em',
    py: '0.3em',
    fontSize: '0.9em',
  },
  sfx: {
    color: PAPER,
    fontWeight: 900,
    fontSize: '1.6em',
    letterSpacing: '0.04em',
    textShadow: `2px 2px 0 ${INK}, -2px 2px 0 ${INK}, 2px -2px 0 ${INK}, -2px -2px 0 ${INK}, 0 3px 4px rgba(0,0,0,0.5)`,
  },
} satisfies Record<BalloonKind, SxProps<Theme>>;

/**
 * One balloon of a panel, as text placed over the art at the position staff gave it (its centre
 * and width in percent of the panel). Its size follows the panel's width (cqi), never below a
 * size a phone reads. Kinds other than speech are announced ("Thought:") for those who do not see them.
 */
export function WebtoonBalloon({ balloon, pageLang }: { balloon: Balloon; pageLang: Language }) {
  const { t } = useTranslation();
  return (
    <Box
      component="p"
      lang={balloon.lang}
      data-kind={balloon.kind}
      sx={[
        {
          // A class, not style="": the CSP refuses inline style attributes in server-rendered markup.
          left: `${balloon.x}%`,
          top: `${balloon.y}%`,
          width: `${balloon.width}%`,
          position: 'absolute',
          m: 0,
          transform: balloon.kind === 'sfx' ? 'translate(-50%, -50%) rotate(-6deg)' : 'translate(-50%, -50%)',
          boxSizing: 'border-box',
          textAlign: 'center',
          fontWeight: 600,
          lineHeight: 1.35,
          whiteSpace: 'pre-line',
          overflowWrap: 'anywhere',
          fontSize: '0.9375rem',
          '@supports (font-size: 1cqi)': { fontSize: 'clamp(0.875rem, 3.5cqi, 1.375rem)' },
          '&:lang(ko)': { wordBreak: 'keep-all' },
          // Japanese breaks between phrases where the browser can tell them, never before small kana.
          '&:lang(ja)': { lineBreak: 'strict', wordBreak: 'auto-phrase' },
        },
        KIND_STYLES[balloon.kind],
      ]}
    >
      {balloon.kind !== 'speech' && (
        <Box component="span" lang={pageLang} sx={visuallyHidden}>
          {`${t(`edu:webtoon.balloonKind.${balloon.kind}`)}: `}
        </Box>
      )}
      {balloon.text}
    </Box>
  );
}
