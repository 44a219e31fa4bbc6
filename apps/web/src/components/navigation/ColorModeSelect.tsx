import { useColorScheme } from '@mui/material/styles';
import { useTranslation } from '#web/lib/i18n/react';
import { COLOR_MODES, isColorMode } from '../theme/color-scheme-config';
import { CompactSelect } from './CompactSelect';
import { useHydrated } from '../ClientOnly';

/** Light / dark / system (the default); MUI stores the choice and syncs it across tabs. */
export function ColorModeSelect({ id = 'color-mode-select' }: { id?: string }) {
  const { t } = useTranslation();
  const { mode, setMode } = useColorScheme();
  // The server cannot know the stored mode: its markup (and the hydrating render) say system.
  const hydrated = useHydrated();
  return (
    <CompactSelect
      id={id}
      label={t('colorMode.label')}
      value={hydrated ? (mode ?? 'system') : 'system'}
      onChange={(next) => {
        if (isColorMode(next)) setMode(next);
      }}
    >
      {COLOR_MODES.map((value) => (
        <option key={value} value={value}>
          {t(`colorMode.${value}`)}
        </option>
      ))}
    </CompactSelect>
  );
}
