import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { useTranslation } from '#web/lib/i18n/react';

interface CarouselDotsProps {
  count: number;
  current: number;
  onSelect: (index: number) => void;
}

/** Round dots that jump to a slide; the current one is marked with aria-current. */
export function CarouselDots({ count, current, onSelect }: CarouselDotsProps) {
  const { t } = useTranslation();
  return (
    <Box role="group" aria-label={t('home:carousel.dots')} sx={{ display: 'flex', gap: 0.5 }}>
      {Array.from({ length: count }, (_, i) => (
        <ButtonBase
          key={i}
          aria-label={t('home:carousel.goTo', { n: i + 1 })}
          aria-current={i === current ? 'true' : undefined}
          onClick={() => onSelect(i)}
          // A 24 px target around a 12 px dot (WCAG 2.5.8).
          sx={{ width: 24, height: 24, borderRadius: '50%' }}
        >
          <Box
            aria-hidden
            sx={{
              width: 12,
              height: 12,
              borderRadius: '50%',
              border: 2,
              borderColor: 'primary.main',
              bgcolor: i === current ? 'primary.main' : 'transparent',
            }}
          />
        </ButtonBase>
      ))}
    </Box>
  );
}
