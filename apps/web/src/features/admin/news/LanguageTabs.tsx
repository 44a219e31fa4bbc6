import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import CheckCircle from '@mui/icons-material/CheckCircle';
import Contrast from '@mui/icons-material/Contrast';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, LANGUAGE_LABELS, type Language } from '@atrium/shared/languages';
import { fillState, type NewsDraft } from './newsDraft';

const ICONS = { full: CheckCircle, partial: Contrast, empty: RadioButtonUnchecked } as const;
const COLORS = { full: 'success.main', partial: 'warning.main', empty: 'text.secondary' } as const;

export const languageTabId = (lang: Language) => `news-lang-tab-${lang}`;
export const LANGUAGE_PANEL_ID = 'news-lang-panel';

/** One tab per language; each says (icon and words) whether its texts are all, partly or not written. */
export function LanguageTabs({
  draft,
  value,
  onChange,
}: {
  draft: NewsDraft;
  value: Language;
  onChange: (lang: Language) => void;
}) {
  const { t } = useTranslation();
  return (
    <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
      <Tabs
        value={value}
        onChange={(_event, next: Language) => onChange(next)}
        aria-label={t('admin:newsAdmin.languages')}
        variant="scrollable"
        allowScrollButtonsMobile
      >
        {LANGUAGES.map((lang) => {
          const state = fillState(draft, lang);
          const Icon = ICONS[state];
          return (
            <Tab
              key={lang}
              value={lang}
              id={languageTabId(lang)}
              aria-controls={LANGUAGE_PANEL_ID}
              iconPosition="end"
              icon={<Icon aria-hidden fontSize="small" sx={{ color: COLORS[state] }} />}
              label={LANGUAGE_LABELS[lang]}
              // The name says the state the icon shows: "KOR, all written".
              aria-label={`${LANGUAGE_LABELS[lang]}, ${t(`admin:newsAdmin.fill.${state}`)}`}
              data-fill={state}
              sx={{ minHeight: 48 }}
            />
          );
        })}
      </Tabs>
    </Box>
  );
}
