import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { Skeleton } from '#web/components/content/Skeleton';
import skeletonSizes from '#web/features/admin/components/skeleton-sizes.module.css';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '#web/lib/i18n/react';
import { GIFT_KINDS } from '@atrium/shared/gift-kinds';
import type { AdminGift } from '@atrium/shared/api/events-admin';
import { pickLocalized } from '@atrium/shared/localized';
import { showNotice } from '#web/components/notice/notice-store';
import { useLanguage } from '#web/lib/i18n/use-language';
import { AdminErrorAlert } from '#web/features/admin/components/AdminErrorAlert';
import { ConfirmDialog } from '#web/features/admin/components/ConfirmDialog';
import { DataTable, type DataColumn } from '#web/features/admin/components/DataTable';
import { noticeAdminError } from '#web/features/admin/lib/admin-errors';
import { useAdminFormat } from '#web/features/admin/lib/format';
import { useEventChoices } from '../api/events';
import { useAdminGifts, useClearGift } from '../api/gifts';
import { CheckInEventSelect } from './CheckInEventSelect';
import { GiftForm } from './GiftForm';

interface GiftsSectionProps {
  eventId: number | undefined;
  onEvent: (eventId: number) => void;
}

/** The 28 gifts of a check-in event: kind, title, file and how many members received each; edit or empty a day. */
export function GiftsSection({ eventId, onEvent }: GiftsSectionProps) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const format = useAdminFormat();
  const events = useEventChoices();
  const checkInEvents = events.data?.items.filter((event) => event.checkIn) ?? [];
  const chosen = eventId ?? checkInEvents[0]?.id ?? null;
  const gifts = useAdminGifts(chosen);
  const clear = useClearGift(chosen ?? 0);
  const [editing, setEditing] = useState<AdminGift | null>(null);
  const [clearing, setClearing] = useState<AdminGift | null>(null);
  const kindName = (kind: string) =>
    t(`admin:eventAdmin.kind.${(GIFT_KINDS as readonly string[]).includes(kind) ? kind : 'product_photo'}`);
  const dayName = (day: number) => t('admin:eventAdmin.gifts.day', { day });

  const columns: DataColumn<AdminGift>[] = [
    { header: t('admin:eventAdmin.gifts.dayColumn'), cell: (gift) => dayName(gift.day) },
    { header: t('admin:eventAdmin.gifts.kind'), cell: (gift) => (gift.kind ? kindName(gift.kind) : '—') },
    {
      header: t('admin:eventAdmin.gifts.formatColumn'),
      cell: (gift) => (gift.format ? t(`admin:eventAdmin.format.${gift.format}`) : '—'),
    },
    { header: t('admin:eventAdmin.gifts.title'), cell: (gift) => pickLocalized(gift.title, lang).text || '—' },
    {
      header: t('admin:eventAdmin.gifts.file'),
      cell: (gift) =>
        gift.fileUrl
          ? `${gift.contentType ?? ''}${gift.width && gift.height ? ` · ${gift.width} × ${gift.height}` : ''}`
          : t('admin:eventAdmin.gifts.noFile'),
    },
    { header: t('admin:eventAdmin.gifts.received'), cell: (gift) => format.number(gift.receivedCount), numeric: true },
    {
      header: t('admin:eventAdmin.form.actions'),
      cell: (gift) => (
        <Stack direction="row" spacing={1}>
          <Button
            size="small"
            onClick={() => setEditing(gift)}
            aria-label={`${t('admin:eventAdmin.form.edit')}: ${dayName(gift.day)}`}
          >
            {t('admin:eventAdmin.form.edit')}
          </Button>
          {gift.fileUrl && (
            <Button
              size="small"
              color="error"
              onClick={() => setClearing(gift)}
              aria-label={`${t('admin:eventAdmin.gifts.clear')}: ${dayName(gift.day)}`}
            >
              {t('admin:eventAdmin.gifts.clear')}
            </Button>
          )}
        </Stack>
      ),
    },
  ];

  if (events.isError) return <AdminErrorAlert error={events.error} />;
  if (!events.data) return <Skeleton variant="rectangular" className={skeletonSizes.h240} />;
  if (checkInEvents.length === 0) return <Alert severity="info">{t('admin:eventAdmin.gifts.noEvent')}</Alert>;
  return (
    <Stack spacing={2}>
      <CheckInEventSelect id="gift-event" value={chosen} onChange={onEvent} showAlone />
      <Typography variant="body2" color="text.secondary">
        {t('admin:eventAdmin.gifts.intro')}
      </Typography>
      {gifts.isError && <AdminErrorAlert error={gifts.error} />}
      {gifts.isPending && chosen !== null && <Skeleton variant="rectangular" className={skeletonSizes.h320} />}
      {gifts.data && (
        <DataTable
          caption={t('admin:eventAdmin.gifts.caption')}
          columns={columns}
          rows={gifts.data.gifts}
          rowKey={(gift) => String(gift.day)}
          empty={t('admin:common.noData')}
        />
      )}
      <Dialog
        open={editing !== null}
        onClose={() => setEditing(null)}
        aria-labelledby="gift-form-title"
        fullWidth
        maxWidth="sm"
      >
        <DialogTitle id="gift-form-title">{editing ? dayName(editing.day) : ''}</DialogTitle>
        <DialogContent>
          {editing && chosen !== null && (
            <GiftForm
              key={editing.day}
              eventId={chosen}
              gift={editing}
              onSaved={() => {
                setEditing(null);
                showNotice('admin:eventAdmin.form.saved', 'success');
              }}
              onCancel={() => setEditing(null)}
            />
          )}
        </DialogContent>
      </Dialog>
      <ConfirmDialog
        open={clearing !== null}
        danger
        title={t('admin:eventAdmin.gifts.clearTitle')}
        confirmLabel={t('admin:eventAdmin.gifts.clear')}
        busy={clear.isPending}
        onConfirm={() =>
          clearing &&
          clear.mutate(clearing.day, {
            onSuccess: () => showNotice('admin:eventAdmin.form.deleted', 'success'),
            onError: noticeAdminError,
            onSettled: () => setClearing(null),
          })
        }
        onClose={() => setClearing(null)}
      >
        <Typography>{t('admin:eventAdmin.gifts.clearText', { day: clearing?.day ?? '' })}</Typography>
      </ConfirmDialog>
    </Stack>
  );
}
