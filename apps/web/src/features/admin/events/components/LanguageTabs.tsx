import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import CheckCircle from '@mui/icons-material/CheckCircle';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, LANGUAGE_NAMES, type Language } from '@atrium/shared/languages';

interface LanguageTabsProps {
  /** Unique on the page: ids of the tabs and panel. */
  id: string;
  value: Language;
  onChange: (lang: Language) => void;
  /** Whether a language has its main text (title) filled; said in words on its tab. */
  filled: (lang: Language) => boolean;
  children: ReactNode;
}

/**
 * One tab per language above a form's texts: every text field of the panel shows that
 * language. A missing language falls back on the site (es/fr → en → ko, en/ja → ko).
 */
export function LanguageTabs({ id, value, onChange, filled, children }: LanguageTabsProps) {
  const { t } = useTranslation();
  return (
    <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Tabs
        value={value}
        onChange={(_event, next: Language) => onChange(next)}
        aria-label={t('admin:eventAdmin.form.languages')}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        {LANGUAGES.map((l) => {
          const done = filled(l);
          return (
            <Tab
              key={l}
              value={l}
              id={`${id}-tab-${l}`}
              aria-controls={`${id}-panel`}
              iconPosition="end"
              sx={{ textTransform: 'none', minWidth: 0, px: 1.5 }}
              icon={done ? <CheckCircle aria-hidden fontSize="small" color="success" /> : undefined}
              label={`${LANGUAGE_NAMES[l]} · ${done ? t('admin:app.filled') : t('admin:app.empty')}`}
            />
          );
        })}
      </Tabs>
      <Box
        role="tabpanel"
        id={`${id}-panel`}
        aria-labelledby={`${id}-tab-${value}`}
        sx={{ p: 2, display: 'grid', gap: 2 }}
      >
        {children}
      </Box>
    </Box>
  );
}
