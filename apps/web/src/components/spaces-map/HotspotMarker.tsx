import { useId, useState } from 'react';
import clsx from 'clsx';
import { Link as RouterLink } from '#web/lib/router';
import type { Hotspot } from '@atrium/shared/api/content';
import { HOTSPOT_POPUP_SIZE } from '@atrium/shared/limits';
import { contentHref } from '@atrium/shared/links';
import type { Language } from '@atrium/shared/languages';
import { langIfOther } from '../content/served-language';
import styles from './HotspotMarker.module.css';

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
  const marker = {
    'aria-label': item.title,
    // The title (the link's name) may be served in a fallback language (docs/spec/decisions.md §8).
    lang: langIfOther(item.lang, lang),
    'aria-describedby': item.popup_img ? pictureId : undefined,
    'data-direction': item.direction,
    className: clsx(styles.marker, dismissed && styles.dismissed),
    onKeyDown: (event: React.KeyboardEvent) => {
      if (event.key === 'Escape') setDismissed(true);
    },
    onBlur: () => setDismissed(false),
    onMouseLeave: () => setDismissed(false),
  };
  const popup = (
    <span className={styles.popup}>
      <span className={styles.frame}>
        {item.popup_img && (
          <img
            id={pictureId}
            className={styles.picture}
            src={item.popup_img.url}
            alt={item.popup_img.alt}
            width={HOTSPOT_POPUP_SIZE}
            height={HOTSPOT_POPUP_SIZE}
            loading="lazy"
          />
        )}
        <span aria-hidden className={styles.title}>
          {item.title}
        </span>
      </span>
    </span>
  );
  return (
    // Its place on the map is data: a style attribute, allowed by its hash in the page's CSP
    // (docs/decisions/025-static-css-for-public-pages.md); the look is the rule every marker shares.
    <span className={styles.place} style={{ top: `${item.top}%`, left: `${item.left}%` }}>
      {external ? (
        <a href={target?.href} {...marker}>
          {popup}
        </a>
      ) : (
        <RouterLink to={target?.href ?? ''} {...marker}>
          {popup}
        </RouterLink>
      )}
    </span>
  );
}
