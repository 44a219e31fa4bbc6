import Chip from '@mui/material/Chip';
import { useTranslation } from '#web/lib/i18n/react';
import type { ContentStatus } from '@atrium/shared/api/content-admin';

const COLORS: Record<ContentStatus, 'default' | 'success' | 'warning' | 'info' | 'secondary'> = {
  draft: 'default',
  published: 'success',
  changed: 'warning',
  scheduled: 'info',
  unpublished: 'secondary',
};

/**
 * An item's status in words (draft, published, changed since published, scheduled, withdrawn);
 * `failed`: its scheduled change could not be made (ScheduleFailureText says why).
 */
export function ContentStatusChip({ status, failed = false }: { status: ContentStatus; failed?: boolean }) {
  const { t } = useTranslation();
  const label = t(`admin:content.status.${status}`);
  return (
    <Chip
      size="small"
      color={failed ? 'error' : COLORS[status]}
      label={failed ? t('admin:content.status.failed', { status: label }) : label}
      data-status={status}
    />
  );
}
