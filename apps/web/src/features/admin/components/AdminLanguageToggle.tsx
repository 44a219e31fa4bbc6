import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useTranslation } from '#web/lib/i18n/react';
import { LANGUAGE_NAMES, isLanguage, type Language } from '@atrium/shared/languages';
import { useLanguage } from '#web/lib/i18n/use-language';

/** The admin works in Korean, with English for staff who need it. */
const ADMIN_LANGUAGES: readonly Language[] = ['ko', 'en'];

/**
 * The admin bar's language toggle. Admin paths carry no language, so it switches the strings'
 * language directly; AdminLanguage remembers it as the admin's own choice, apart from the public
 * site's. A staff member who arrives in another site language sees it as a third button, so the
 * current state is always shown.
 */
export function AdminLanguageToggle() {
  const { t, i18n } = useTranslation();
  const lang = useLanguage();
  const shown = ADMIN_LANGUAGES.includes(lang) ? ADMIN_LANGUAGES : [...ADMIN_LANGUAGES, lang];
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      value={lang}
      aria-label={t('admin:bar.language')}
      onChange={(_event, next: unknown) => {
        if (isLanguage(next)) void i18n.changeLanguage(next);
      }}
      sx={{
        '& .MuiToggleButton-root': {
          color: 'inherit',
          borderColor: 'currentColor',
          textTransform: 'none',
          px: 1.5,
          py: 0.5,
        },
        '& .MuiToggleButton-root.Mui-selected': { bgcolor: 'background.paper', color: 'text.primary' },
        '& .MuiToggleButton-root.Mui-selected:hover': { bgcolor: 'background.paper' },
      }}
    >
      {shown.map((code) => (
        <ToggleButton key={code} value={code} lang={code}>
          {LANGUAGE_NAMES[code]}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
