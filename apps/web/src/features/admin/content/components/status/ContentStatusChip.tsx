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

/** An item's status in words (draft, published, changed since published, scheduled, withdrawn). */
export function ContentStatusChip({ status }: { status: ContentStatus }) {
  const { t } = useTranslation();
  return <Chip size="small" color={COLORS[status]} label={t(`admin:content.status.${status}`)} data-status={status} />;
}
