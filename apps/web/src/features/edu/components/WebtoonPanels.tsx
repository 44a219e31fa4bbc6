import type { RefObject } from 'react';
import { useTranslation } from '#web/lib/i18n/react';
import type { WebtoonPanel } from '@atrium/shared/api/edu';
import type { Language } from '@atrium/shared/languages';
import { ResponsivePicture } from '#web/components/media/ResponsivePicture';
import { WebtoonBalloon } from './WebtoonBalloon';
import styles from './WebtoonPanels.module.css';

/** Panels are at most 720 px wide (a phone's column on desktop), the full width on phones. */
const PANEL_SIZES = '(min-width: 768px) 720px, 100vw';
const PANEL_WIDTHS = [320, 480, 640, 960, 1280] as const;

interface WebtoonPanelsProps {
  panels: WebtoonPanel[];
  pageLang: Language;
  /** Filled with each panel's element, for the reading position. */
  refs: RefObject<(HTMLElement | null)[]>;
}

/**
 * The episode's panels one under the other, without gaps, as a webtoon is read. Each is its art
 * (described by its alt text) with the lettering over it as HTML text, in reading order.
 */
export function WebtoonPanels({ panels, pageLang, refs }: WebtoonPanelsProps) {
  const { t } = useTranslation();
  return (
    <ol aria-label={t('edu:webtoon.panels')} className={styles.panels}>
      {panels.map((panel, i) => (
        <li
          key={`${panel.image.url}-${i}`}
          id={`panel-${i + 1}`}
          ref={(el: HTMLElement | null) => {
            if (refs.current) refs.current[i] = el;
          }}
          className={styles.panel}
        >
          <ResponsivePicture image={panel.image} sizes={PANEL_SIZES} widths={PANEL_WIDTHS} priority={i === 0} />
          {panel.balloons.map((balloon, j) => (
            <WebtoonBalloon key={j} balloon={balloon} pageLang={pageLang} />
          ))}
        </li>
      ))}
    </ol>
  );
}
