import Typography from '@mui/material/Typography';
import { useTranslation } from '#web/lib/i18n/react';
import { usePublishWarnings } from '#web/features/admin/content/api/get-publish-warnings';
import type { ContentId } from '#web/features/admin/content/lib/content-paths';
import { PublishWarningsList } from '../status/PublishWarningsList';

/**
 * The publish dialog's warnings, asked for when it opens, shown before its button. Warnings
 * only advise: while they load or if they cannot be had, publishing stays possible.
 */
export function PublishWarnings({ type, id }: { type: string; id: ContentId }) {
  const { t } = useTranslation();
  const warnings = usePublishWarnings(type, id);
  if (warnings.isPending)
    return (
      <Typography variant="body2" color="text.secondary" role="status">
        {t('admin:content.warnings.checking')}
      </Typography>
    );
  if (!warnings.data) return null;
  return <PublishWarningsList warnings={warnings.data} title={t('admin:content.warnings.title')} />;
}
