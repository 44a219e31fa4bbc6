import { StatusPage } from '#web/components/pages/StatusPage';
import { BlockIcon } from '#web/components/ui/icons';
import { useNoPermissionText } from '../lib/admin-errors';

/** What a MANAGER sees on an ADMIN-only admin URL: the spec's 'no admin permission', in Korean. */
export function NoPermission() {
  const { text, lang } = useNoPermissionText();
  return (
    <div lang={lang}>
      <StatusPage icon={BlockIcon} title={text} role="alert" />
    </div>
  );
}
