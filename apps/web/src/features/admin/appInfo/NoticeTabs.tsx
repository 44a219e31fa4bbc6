import { useState } from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import CheckCircle from '@mui/icons-material/CheckCircle';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, LANGUAGE_NAMES, type Language } from '@atrium/shared/languages';
import { useFieldErrorText } from '../../../components/forms/useFieldErrorText';
import type { AppInfoFormInput } from './appInfoForm';

/**
 * The release notice per language, one tab each. A tab says in words whether its language is
 * filled (a missing one falls back on the site: es/fr → en → ko). Every panel stays mounted, so
 * the form keeps all five values while one is shown.
 */
export function NoticeTabs() {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const [lang, setLang] = useState<Language>('ko');
  const { register, control, formState } = useFormContext<AppInfoFormInput>();
  const notice = useWatch({ control, name: 'notice' });
  return (
    <Box>
      <Tabs
        value={lang}
        onChange={(_event, next: Language) => setLang(next)}
        aria-label={t('admin:app.noticeTabs')}
        variant="scrollable"
        allowScrollButtonsMobile
      >
        {LANGUAGES.map((l) => {
          const filled = Boolean(notice?.[l]?.trim());
          return (
            <Tab
              key={l}
              value={l}
              id={`notice-tab-${l}`}
              aria-controls={`notice-panel-${l}`}
              iconPosition="end"
              sx={{ textTransform: 'none', minWidth: 0, px: 1.5 }}
              icon={filled ? <CheckCircle aria-hidden fontSize="small" color="success" /> : undefined}
              label={`${LANGUAGE_NAMES[l]} · ${filled ? t('admin:app.filled') : t('admin:app.empty')}`}
            />
          );
        })}
      </Tabs>
      {LANGUAGES.map((l) => (
        <Box
          key={l}
          role="tabpanel"
          id={`notice-panel-${l}`}
          aria-labelledby={`notice-tab-${l}`}
          hidden={l !== lang}
          sx={{ pt: 2 }}
        >
          <TextField
            {...register(`notice.${l}`)}
            fullWidth
            multiline
            minRows={3}
            label={t('admin:app.noticeIn', { language: LANGUAGE_NAMES[l] })}
            error={Boolean(formState.errors.notice?.[l])}
            helperText={errorText(formState.errors.notice?.[l]) ?? t('admin:app.noticeHelp')}
            slotProps={{ htmlInput: { lang: l, maxLength: 300 } }}
          />
        </Box>
      ))}
    </Box>
  );
}
