import { Tag } from '#web/components/content/Tag';
import { useTranslation } from '#web/lib/i18n/react';
import type { EventStatus } from '@atrium/shared/event-status';

const COLORS = { inProgress: 'success', upcoming: 'primary', past: 'default' } as const;

/** In progress / upcoming / ended, as a small label. */
export function StatusChip({ status }: { status: EventStatus }) {
  const { t } = useTranslation();
  return (
    <Tag
      color={COLORS[status]}
      variant={status === 'past' ? 'outlined' : 'filled'}
      label={t(`events:status.${status}`)}
    />
  );
}
