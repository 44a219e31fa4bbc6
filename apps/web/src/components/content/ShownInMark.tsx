import type { SxProps, Theme } from '@mui/material/styles';
import Translate from '@mui/icons-material/Translate';
import { useTranslation } from '#web/lib/i18n/react';
import type { Language } from '@atrium/shared/languages';
import { withSx } from '#web/components/theme/with-sx';
import { IconLabel } from './IconLabel';
import { languageNames } from './served-language';

interface ShownInMarkProps {
  /** The language an item's texts were served in, or each language they were served in. */
  served: Language | readonly Language[];
  /** The page's language. */
  page: Language;
  /** For the item's link to point at (aria-describedby), so its name is followed by this. */
  id?: string;
  sx?: SxProps<Theme>;
}

/**
 * "Shown in Korean": a list item's version of the detail page's language note (same icon, same
 * tint), beside an item whose texts are in another language than the page's; nothing otherwise.
 * It is the page's words: place it outside the element that carries the item's `lang`.
 */
export function ShownInMark({ served, page, id, sx }: ShownInMarkProps) {
  const { t } = useTranslation();
  const others = [...new Set(typeof served === 'string' ? [served] : served)].filter((l) => l !== page);
  if (others.length === 0) return null;
  return (
    <IconLabel
      id={id}
      icon={<Translate aria-hidden sx={{ fontSize: '1rem' }} />}
      sx={withSx(
        { px: 1, borderRadius: 1, bgcolor: 'action.hover', color: 'text.secondary', fontSize: '0.8125rem' },
        sx,
      )}
    >
      {t('home:shownIn', { language: languageNames(others, page) })}
    </IconLabel>
  );
}
