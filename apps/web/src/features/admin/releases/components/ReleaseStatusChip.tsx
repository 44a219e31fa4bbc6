import Chip from '@mui/material/Chip';
import { useTranslation } from '#web/lib/i18n/react';
import type { ReleaseStatus } from '@atrium/shared/api/content-admin';

const COLORS: Record<ReleaseStatus, 'default' | 'success' | 'info' | 'error'> = {
  open: 'default',
  scheduled: 'info',
  published: 'success',
  failed: 'error',
};

/** A release's state in words: open, scheduled, published, failed. */
export function ReleaseStatusChip({ status }: { status: ReleaseStatus }) {
  const { t } = useTranslation();
  return <Chip size="small" color={COLORS[status]} label={t(`admin:releases.status.${status}`)} data-status={status} />;
}
