import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import CheckCircle from '@mui/icons-material/CheckCircle';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import Update from '@mui/icons-material/Update';
import { useTranslation } from 'react-i18next';
import type { TranslationState } from '@atrium/shared/api/content-admin';
import { LANGUAGES, LANGUAGE_LABELS, type Language } from '@atrium/shared/languages';

export const TRANSLATION_ICONS = { ok: CheckCircle, missing: RadioButtonUnchecked, stale: Update } as const;
export const TRANSLATION_COLORS = { ok: 'success', missing: 'default', stale: 'warning' } as const;

/** Each language's translation state, in words and an icon (not by colour alone): "ENG: stale". */
export function TranslationChips({ languages }: { languages: Partial<Record<Language, TranslationState>> }) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" component="ul" sx={{ flexWrap: 'wrap', gap: 0.5, listStyle: 'none', p: 0, m: 0 }}>
      {LANGUAGES.map((lang) => {
        const state = languages[lang] ?? 'missing';
        const Icon = TRANSLATION_ICONS[state];
        return (
          <li key={lang}>
            <Chip
              size="small"
              variant="outlined"
              color={TRANSLATION_COLORS[state]}
              icon={<Icon aria-hidden />}
              label={`${LANGUAGE_LABELS[lang]}: ${t(`admin:content.translation.${state}`)}`}
              data-translation={`${lang}-${state}`}
            />
          </li>
        );
      })}
    </Stack>
  );
}
