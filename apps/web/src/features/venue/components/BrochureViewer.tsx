import { useState, type KeyboardEvent } from 'react';
import clsx from 'clsx';
import { useTranslation } from '#web/lib/i18n/react';
import type { Section } from '@atrium/shared/api/content';
import { Button } from '#web/components/ui/Button';
import { ChevronRightIcon } from '#web/components/ui/icons';
import { ChevronLeftIcon } from '../icons';
import { BrochurePageContent } from './BrochurePageContent';
import { useSwipe } from './use-swipe';
import styles from './BrochureViewer.module.css';

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
    <section
      aria-label={t('home:brochure.label')}
      tabIndex={0}
      onKeyDown={onKeyDown}
      {...swipe}
      className={styles.viewer}
    >
      <p className={clsx('type-body2 text-secondary', styles.hint)}>{t('home:brochure.hint')}</p>
      <BrochurePageContent
        key={index}
        section={section}
        label={t('home:brochure.pageLabel', counter)}
        direction={direction}
        first={!turned}
        lang={contentLang}
      />
      <div className={styles.controls}>
        <Button
          variant="outlined"
          startIcon={<ChevronLeftIcon />}
          aria-disabled={atStart}
          onClick={() => goTo(index - 1)}
          className={clsx(atStart && styles.atEnd)}
        >
          {t('home:brochure.previous')}
        </Button>
        <p aria-live="polite" aria-atomic="true" className={clsx('type-body1', styles.counter)}>
          <span aria-hidden="true">{t('home:brochure.counter', counter)}</span>
          <span className="visually-hidden">{t('home:brochure.pageLabel', counter)}</span>
        </p>
        <Button
          variant="outlined"
          endIcon={<ChevronRightIcon />}
          aria-disabled={atEnd}
          onClick={() => goTo(index + 1)}
          className={clsx(atEnd && styles.atEnd)}
        >
          {t('home:brochure.next')}
        </Button>
      </div>
    </section>
  );
}
