import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '#web/lib/i18n/react';
import { rememberMediaItem } from '#web/features/admin/content/api/get-media-item';
import { MediaPickerDialog } from '#web/features/admin/media/components/MediaPickerDialog';

/**
 * The library's picker for a media field: the image chosen (or uploaded) is remembered for its
 * preview, the picker closes, and `onPick` gets its id.
 */
export function LibraryPicker({
  label,
  open,
  onClose,
  onPick,
}: {
  label: string;
  open: boolean;
  onClose: () => void;
  onPick: (id: string) => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return (
    <MediaPickerDialog
      open={open}
      title={t('admin:content.media.pickerTitle', { field: label })}
      onClose={onClose}
      onPick={(item) => {
        onClose();
        rememberMediaItem(queryClient, item);
        onPick(item.id);
      }}
    />
  );
}
