import { useTranslation } from '#web/lib/i18n/react';
import { useColorMode } from '../theme/color-mode';
import { COLOR_MODES, isColorMode } from '../theme/color-scheme-config';
import { CompactSelect } from './CompactSelect';
import { useHydrated } from '../ClientOnly';

/** Light / dark / system (the default); components/theme/color-mode.ts stores the choice and syncs it across tabs. */
export function ColorModeSelect({ id = 'color-mode-select' }: { id?: string }) {
  const { t } = useTranslation();
  const { mode, setMode } = useColorMode();
  // The server cannot know the stored mode: its markup (and the hydrating render) say system.
  const hydrated = useHydrated();
  return (
    <CompactSelect
      id={id}
      label={t('colorMode.label')}
      value={hydrated ? mode : 'system'}
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
