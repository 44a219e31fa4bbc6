import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import { Link as RouterLink } from 'react-router';
import type { Hotspot } from '@atrium/shared/api/content';
import { HOTSPOT_POPUP_SIZE } from '@atrium/shared/limits';
import { contentHref } from '@atrium/shared/links';
import type { Language } from '@atrium/shared/languages';
import { langIfOther } from '../content/served-language';

const MARKER_SIZE = 36;
/** Space between the marker and its popup; the popup's padding bridges it so the pointer can move onto it. */
const GAP = 8;

/** Above the marker for 'top', below it for 'bottom', centred on it either way. */
const popupPlacement = (direction: Hotspot['direction']) =>
  direction === 'top' ? { bottom: '100%', pb: `${GAP}px` } : { top: '100%', pt: `${GAP}px` };

/**
 * Spec "Spaces hotspot": a plus at top/left (percent of the map); hovering or focusing it
 * shows a 105×105 popup with the space's picture and name above or below; a click opens the
 * space. The link is named by the title and described by the picture; Escape hides the popup
 * (WCAG 1.4.13) until the pointer or focus leaves.
 */
export function HotspotMarker({ item, lang }: { item: Hotspot; lang: Language }) {
  const pictureId = useId();
  const [dismissed, setDismissed] = useState(false);
  const target = contentHref(lang, item.link);
  const external = target?.external ?? false;
  const show = { opacity: 1, visibility: 'visible' } as const;
  return (
    // The place alone is the marker's own rule; the look is one rule every marker shares, so the
    // page's styles do not repeat it for each space.
    <Box component="span" sx={{ position: 'absolute', top: `${item.top}%`, left: `${item.left}%` }}>
      <Box
        component={external ? 'a' : RouterLink}
        {...(external ? { href: target?.href } : { to: target?.href ?? '' })}
        aria-label={item.title}
        // The title (the link's name) may be served in a fallback language (docs/spec/decisions.md §8).
        lang={langIfOther(item.lang, lang)}
        aria-describedby={item.popup_img ? pictureId : undefined}
        data-direction={item.direction}
        className="hotspot"
        onKeyDown={(event) => {
          if (event.key === 'Escape') setDismissed(true);
        }}
        onBlur={() => setDismissed(false)}
        onMouseLeave={() => setDismissed(false)}
        sx={{
          position: 'absolute',
          top: 0,
          left: 0,
          width: MARKER_SIZE,
          height: MARKER_SIZE,
          transform: 'translate(-50%, -50%)',
          display: 'grid',
          placeItems: 'center',
          borderRadius: '50%',
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          border: '2px solid #fff',
          boxShadow: 3,
          zIndex: 1,
          // The plus, drawn by the shared rule rather than an icon in every marker's markup.
          '&::before, &::after': { content: '""', gridArea: '1 / 1', width: 14, height: 2, bgcolor: 'currentColor' },
          '&::after': { transform: 'rotate(90deg)' },
          '&:hover, &:focus-visible': { zIndex: 2, bgcolor: 'primary.dark' },
          '&:focus-visible': { outline: '3px solid #fff', boxShadow: '0 0 0 6px rgba(0,0,0,0.7)' },
          ...(dismissed ? {} : { '&:hover .hotspot-popup, &:focus-visible .hotspot-popup': show }),
        }}
      >
        <Box
          className="hotspot-popup"
          sx={{
            position: 'absolute',
            left: '50%',
            transform: 'translateX(-50%)',
            ...popupPlacement(item.direction),
            opacity: 0,
            visibility: 'hidden',
            transition: 'opacity 150ms ease, visibility 150ms',
          }}
        >
          <Box
            sx={{
              position: 'relative',
              width: HOTSPOT_POPUP_SIZE,
              height: HOTSPOT_POPUP_SIZE,
              borderRadius: 1,
              overflow: 'hidden',
              bgcolor: 'grey.800',
              boxShadow: 4,
            }}
          >
            {item.popup_img && (
              <Box
                component="img"
                id={pictureId}
                src={item.popup_img.url}
                alt={item.popup_img.alt}
                width={HOTSPOT_POPUP_SIZE}
                height={HOTSPOT_POPUP_SIZE}
                loading="lazy"
                sx={{ display: 'block', width: '100%', height: '100%', objectFit: 'cover' }}
              />
            )}
            <Box
              component="span"
              aria-hidden
              sx={{
                position: 'absolute',
                insetInline: 0,
                bottom: 0,
                px: 0.75,
                py: 0.5,
                bgcolor: 'rgba(0,0,0,0.72)',
                color: '#fff',
                fontSize: '0.75rem',
                fontWeight: 700,
                lineHeight: 1.3,
                textAlign: 'center',
              }}
            >
              {item.title}
            </Box>
          </Box>
        </Box>
      </Box>
    </Box>
  );
}
