import { useMemo } from 'react';
import type { EditorPresence } from '@atrium/shared/api/content-admin';
import { listFormat } from '@atrium/shared/intl-formats';
import { useLanguage } from '#web/lib/i18n/use-language';

/** Others' names as the admin's language lists them: "Kim", "Kim and Lee", "Kim, Lee and Park". */
export function useEditorNames(): (editors: readonly EditorPresence[]) => string {
  const lang = useLanguage();
  const list = useMemo(() => listFormat(lang, { type: 'conjunction' }), [lang]);
  return (editors) => list.format(editors.map((editor) => editor.name));
}
