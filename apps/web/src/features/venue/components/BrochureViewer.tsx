import { useState, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import { useTranslation } from '#web/lib/i18n/react';
import type { Section } from '@atrium/shared/api/content';
import { visuallyHidden } from '#web/components/forms/visually-hidden';
import { BrochurePageContent } from './BrochurePageContent';
import { useSwipe } from './use-swipe';

const KEY_MOVES: Record<string, 'previous' | 'next' | 'first' | 'last'> = {
  ArrowLeft: 'previous',
  PageUp: 'previous',
  ArrowRight: 'next',
  PageDown: 'next',
  Home: 'first',
  End: 'last',
};

interface BrochureViewerProps {
  sections: Section[];
  /** The pages' language when they are shown in a fallback one. */
  contentLang?: string;
}

/**
 * The brochure as a book in the page: one section a page, turned with the buttons, the arrow
 * keys (focus anywhere in the viewer) or a swipe. The buttons stay focusable at the ends
 * (aria-disabled) so keyboard focus is never lost.
 */
export function BrochureViewer({ sections, contentLang }: BrochureViewerProps) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const [direction, setDirection] = useState<'previous' | 'next'>('next');
  const [turned, setTurned] = useState(false);
  const total = sections.length;
  const section = sections[index];

  const goTo = (target: number) => {
    if (target < 0 || target >= total || target === index) return;
    setDirection(target > index ? 'next' : 'previous');
    setTurned(true);
    setIndex(target);
  };
  const swipe = useSwipe((to) => goTo(to === 'next' ? index + 1 : index - 1));
  const onKeyDown = (event: KeyboardEvent) => {
    const move = KEY_MOVES[event.key];
    if (!move) return;
    event.preventDefault();
    goTo({ previous: index - 1, next: index + 1, first: 0, last: total - 1 }[move]);
  };

  if (!section) return null;
  const counter = { current: index + 1, total };
  const atStart = index === 0;
  const atEnd = index === total - 1;
  return (
    <Box
      component="section"
      aria-label={t('home:brochure.label')}
      tabIndex={0}
      onKeyDown={onKeyDown}
      {...swipe}
      sx={{ touchAction: 'pan-y', borderRadius: 1, p: { xs: 0, md: 1 } }}
    >
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('home:brochure.hint')}
      </Typography>
      <BrochurePageContent
        key={index}
        section={section}
        label={t('home:brochure.pageLabel', counter)}
        direction={direction}
        first={!turned}
        lang={contentLang}
      />
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, mt: 3 }}>
        <Button
          variant="outlined"
          startIcon={<ChevronLeft aria-hidden />}
          aria-disabled={atStart}
          onClick={() => goTo(index - 1)}
          sx={{ opacity: atStart ? 0.45 : 1 }}
        >
          {t('home:brochure.previous')}
        </Button>
        <Typography aria-live="polite" aria-atomic="true" sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>
          <span aria-hidden="true">{t('home:brochure.counter', counter)}</span>
          <Box component="span" sx={visuallyHidden}>
            {t('home:brochure.pageLabel', counter)}
          </Box>
        </Typography>
        <Button
          variant="outlined"
          endIcon={<ChevronRight aria-hidden />}
          aria-disabled={atEnd}
          onClick={() => goTo(index + 1)}
          sx={{ opacity: atEnd ? 0.45 : 1 }}
        >
          {t('home:brochure.next')}
        </Button>
      </Box>
    </Box>
  );
}
