import Alert from '@mui/material/Alert';
import { useTranslation } from '#web/lib/i18n/react';
import type { EditorPresence } from '@atrium/shared/api/content-admin';
import { useEditorNames } from './use-editor-names';

/**
 * "Kim is editing this": the other staff with the item open now (the presence heartbeat). Only
 * said, nothing is locked: whoever saves second is shown both versions.
 */
export function PresenceNotice({ editors }: { editors: readonly EditorPresence[] }) {
  const { t } = useTranslation();
  const names = useEditorNames();
  // Always in the page, so a screen reader hears when someone comes or goes.
  return (
    <div role="status">
      {editors.length > 0 && (
        <Alert severity="info" data-testid="presence">
          {t(editors.length === 1 ? 'admin:content.presence.one' : 'admin:content.presence.many', {
            names: names(editors),
          })}
        </Alert>
      )}
    </div>
  );
}
