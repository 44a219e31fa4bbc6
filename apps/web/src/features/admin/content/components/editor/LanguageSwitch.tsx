import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import ErrorIcon from '@mui/icons-material/Error';
import { useTranslation } from '#web/lib/i18n/react';
import type { TranslationState } from '@atrium/shared/api/content-admin';
import { LANGUAGES, LANGUAGE_NAMES, type Language } from '@atrium/shared/languages';
import { TRANSLATION_ICONS } from '../status/TranslationChips';

const LANGUAGE_PANEL_ID = 'content-lang-panel';
const languageTabId = (lang: Language) => `content-lang-tab-${lang}`;

interface LanguageSwitchProps {
  value: Language;
  onChange: (lang: Language) => void;
  /** Each translation's state (the engine's as last saved; none for a new item). */
  states: Partial<Record<Language, TranslationState>>;
  /** Languages with a field error: marked on their tab. */
  withErrors: ReadonlySet<Language>;
}

/** The editing language: one tab per language, saying in words its state (and its errors). */
export function LanguageSwitch({ value, onChange, states, withErrors }: LanguageSwitchProps) {
  const { t } = useTranslation();
  return (
    <Tabs
      value={value}
      onChange={(_event, next: Language) => onChange(next)}
      aria-label={t('admin:content.editor.languages')}
      variant="scrollable"
      allowScrollButtonsMobile
      sx={{ borderBottom: 1, borderColor: 'divider' }}
    >
      {LANGUAGES.map((lang) => {
        const state = lang === 'ko' ? undefined : states[lang];
        const error = withErrors.has(lang);
        const Icon = error ? ErrorIcon : state ? TRANSLATION_ICONS[state] : undefined;
        const words = [
          LANGUAGE_NAMES[lang],
          lang === 'ko' ? t('admin:content.editor.source') : state && t(`admin:content.translation.${state}`),
          error && t('admin:content.editor.hasErrors'),
        ].filter(Boolean);
        return (
          <Tab
            key={lang}
            value={lang}
            id={languageTabId(lang)}
            aria-controls={LANGUAGE_PANEL_ID}
            iconPosition="end"
            icon={Icon ? <Icon aria-hidden fontSize="small" color={error ? 'error' : undefined} /> : undefined}
            label={words.join(' · ')}
            sx={{ textTransform: 'none', minHeight: 48 }}
          />
        );
      })}
    </Tabs>
  );
}

/** The fields of the language chosen in the switch above; a translation is told how the form reads. */
export function LanguagePanel({ lang, children }: { lang: Language; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Box role="tabpanel" id={LANGUAGE_PANEL_ID} aria-labelledby={languageTabId(lang)}>
      {lang !== 'ko' && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('admin:content.editor.translatingHelp')}
        </Typography>
      )}
      <Stack spacing={3}>{children}</Stack>
    </Box>
  );
}
