import type { RefObject } from 'react';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import type { Image } from '@atrium/shared/api/content';
import type { Language } from '@atrium/shared/languages';
import { langIfOther } from '../../../components/content/servedLanguage';
import { ResponsivePicture } from '../../../components/media/ResponsivePicture';

/** Panels are at most 720 px wide (a phone's column on desktop), the full width on phones. */
const PANEL_SIZES = '(min-width: 768px) 720px, 100vw';
const PANEL_WIDTHS = [320, 480, 640, 960, 1280] as const;

interface WebtoonPanelsProps {
  panels: Image[];
  /** The language the panels are lettered in, and the page's. */
  panelsLang: Language;
  pageLang: Language;
  /** Filled with each panel's element, for the reading position. */
  refs: RefObject<(HTMLElement | null)[]>;
}

/** The episode's panels one under the other, without gaps, as a webtoon is read. */
export function WebtoonPanels({ panels, panelsLang, pageLang, refs }: WebtoonPanelsProps) {
  const { t } = useTranslation();
  return (
    <Box
      component="ol"
      aria-label={t('edu:webtoon.panels')}
      lang={langIfOther(panelsLang, pageLang)}
      sx={{ listStyle: 'none', p: 0, m: 0, mx: 'auto', maxWidth: 720 }}
    >
      {panels.map((panel, i) => (
        <Box
          component="li"
          key={panel.url}
          id={`panel-${i + 1}`}
          ref={(el: HTMLElement | null) => {
            if (refs.current) refs.current[i] = el;
          }}
          sx={{ scrollMarginTop: 64 }}
        >
          <ResponsivePicture image={panel} sizes={PANEL_SIZES} widths={PANEL_WIDTHS} priority={i === 0} />
        </Box>
      ))}
    </Box>
  );
}
