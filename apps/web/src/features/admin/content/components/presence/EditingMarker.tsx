import Box from '@mui/material/Box';
import EditNote from '@mui/icons-material/EditNote';
import { useTranslation } from '#web/lib/i18n/react';
import type { EditorPresence } from '@atrium/shared/api/content-admin';
import { useEditorNames } from './use-editor-names';

/** A list row's sign that others have the item open now: an icon and their names in words. */
export function EditingMarker({ editors }: { editors: readonly EditorPresence[] }) {
  const { t } = useTranslation();
  const names = useEditorNames();
  if (editors.length === 0) return null;
  return (
    <Box
      component="span"
      sx={{ display: 'flex', alignItems: 'center', gap: 0.5, color: 'info.main', typography: 'caption' }}
    >
      <EditNote aria-hidden fontSize="small" />
      {t('admin:content.presence.marker', { names: names(editors) })}
    </Box>
  );
}
