import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '#web/components/forms/visually-hidden';
import CheckCircle from '@mui/icons-material/CheckCircle';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import Update from '@mui/icons-material/Update';
import { useTranslation } from '#web/lib/i18n/react';
import { TRANSLATION_STATES, type TranslationState } from '@atrium/shared/api/content-admin';
import { LANGUAGES, LANGUAGE_LABELS, type Language } from '@atrium/shared/languages';

export const TRANSLATION_ICONS = { ok: CheckCircle, missing: RadioButtonUnchecked, stale: Update } as const;
const TRANSLATION_COLORS = { ok: 'success', missing: 'default', stale: 'warning' } as const;

/**
 * Each language's translation state as a compact chip: its code, and the state as an icon (by
 * shape, not colour alone; the legend above the list names them). Screen readers and the
 * tooltip get it in words: "ENG: Outdated".
 */
export function TranslationChips({ languages }: { languages: Partial<Record<Language, TranslationState>> }) {
  return (
    <Stack direction="row" component="ul" sx={{ gap: 0.5, listStyle: 'none', p: 0, m: 0 }}>
      {LANGUAGES.map((lang) => (
        <li key={lang}>
          <TranslationChip lang={lang} state={languages[lang] ?? 'missing'} />
        </li>
      ))}
    </Stack>
  );
}

/** One language's state (the UI strings' grid shows one per cell). */
export function TranslationChip({ lang, state }: { lang: Language; state: TranslationState }) {
  const { t } = useTranslation();
  const Icon = TRANSLATION_ICONS[state];
  const words = `${LANGUAGE_LABELS[lang]}: ${t(`admin:content.translation.${state}`)}`;
  return (
    <Chip
      size="small"
      variant="outlined"
      color={TRANSLATION_COLORS[state]}
      icon={<Icon aria-hidden />}
      title={words}
      label={
        <>
          <span aria-hidden>{LANGUAGE_LABELS[lang]}</span>
          <Box component="span" sx={visuallyHidden}>
            {words}
          </Box>
        </>
      }
      data-translation={`${lang}-${state}`}
      // Orange text on the page is under 3:1: the code stays dark, the border and icon say "outdated".
      sx={state === 'stale' ? { '& .MuiChip-label': { color: 'text.primary' } } : undefined}
    />
  );
}

/** What the chips' icons mean, in words, once above a list. */
export function TranslationLegend() {
  const { t } = useTranslation();
  return (
    <Stack
      direction="row"
      component="ul"
      aria-label={t('admin:content.list.translations')}
      sx={{ flexWrap: 'wrap', columnGap: 2, rowGap: 0.5, listStyle: 'none', p: 0, m: 0 }}
    >
      {TRANSLATION_STATES.map((state) => {
        const Icon = TRANSLATION_ICONS[state];
        return (
          <Typography
            key={state}
            component="li"
            variant="body2"
            color="text.secondary"
            sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}
          >
            <Icon
              aria-hidden
              fontSize="small"
              color={TRANSLATION_COLORS[state] === 'default' ? 'action' : TRANSLATION_COLORS[state]}
            />
            {t(`admin:content.translation.${state}`)}
          </Typography>
        );
      })}
    </Stack>
  );
}
