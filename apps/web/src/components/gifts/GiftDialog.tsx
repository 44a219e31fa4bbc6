import { useMutation } from '#web/lib/reads';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import clsx from 'clsx';
import { useTranslation } from '#web/lib/i18n/react';
import type { MyGift } from '@atrium/shared/api/my-check-ins';
import type { Language } from '@atrium/shared/languages';
import { langIfOther } from '../content/served-language';
import { useApiMessage } from '../errors/api-error-message';
import { saveFile } from '#web/lib/save-file';
import { receiveGiftFile } from './receive-gift';
import { useGiftKindName } from './gift-kind';
import { Tag } from '../content/Tag';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';
import { svgIcon } from '../ui/Icon';
import styles from './GiftDialog.module.css';

/** The Material "Download" icon's path (node_modules/@mui/icons-material/Download.js). */
const DownloadIcon = svgIcon('M5 20h14v-2H5zM19 9h-4V3H9v6H5l7 7z');

interface GiftDialogProps {
  eventId: number;
  /** A gift of the event's list or of the member's received ones: what the screen shows of it. */
  gift: MyGift;
  lang: Language;
  /** The gift is recorded as received: the caller refreshes what it shows of the member's gifts. */
  onReceived: () => void;
  onClose: () => void;
}

/**
 * The gift receive screen: receiving records the gift and fetches its file (with the member's
 * token), which is previewed here, a wallpaper large and an emoticon at its own size, and saved
 * by the Download button under the server's file name. Shared by the event page and /my (where a
 * received gift is downloaded again). A native <dialog> shown with showModal(): the page behind is
 * inert and Escape closes it; focus goes to the dialog and back to what opened it.
 */
export function GiftDialog({ eventId, gift, lang, onReceived, onClose }: GiftDialogProps) {
  const { t } = useTranslation();
  const apiMessage = useApiMessage();
  const kindName = useGiftKindName();
  const title = gift.title || kindName(gift.kind);
  const [saved, setSaved] = useState<string | null>(null);
  const receive = useMutation({
    mutationFn: () => receiveGiftFile(eventId, gift.day),
    onSuccess: onReceived,
  });
  const { mutate } = receive;
  useEffect(() => mutate(), [mutate]);

  const file = receive.data;
  const previewUrl = useMemo(() => (file ? URL.createObjectURL(file.blob) : null), [file]);
  useEffect(() => () => void (previewUrl && URL.revokeObjectURL(previewUrl)), [previewUrl]);

  const dialogRef = useRef<HTMLDialogElement>(null);
  // Before paint, and undone before the element leaves the page (a layout effect's cleanup).
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog.showModal();
    dialog.focus();
    return () => {
      dialog.close();
      opener?.focus();
    };
  }, []);

  const sticker = gift.format === 'sticker';
  const download = () => {
    if (!file) return;
    saveFile(file.blob, file.fileName);
    setSaved(file.fileName);
  };

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby="gift-dialog-title"
      // Focused itself on opening, as MUI's dialog was, not its first button.
      tabIndex={-1}
      className={styles.dialog}
      // Escape: the caller closes it (it leaves the page), not the browser.
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      // A click on the backdrop lands on the <dialog> itself: its content fills the box.
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className={styles.surface}>
        <h2 id="gift-dialog-title" className={`type-h6 ${styles.title}`}>
          {t('events:gifts.dialogTitle', { day: gift.day })}
        </h2>
        <div className={styles.content}>
          <div className={styles.heading}>
            <p lang={langIfOther(gift.lang, lang)} className={`type-body1 ${styles.name}`}>
              {title}
            </p>
            <Tag variant="outlined" label={t(`events:gifts.format.${gift.format}`)} />
          </div>
          {receive.isPending && (
            <div role="status" className={styles.preparing}>
              <span aria-hidden className={styles.spinner} />
              <p className="type-body1">{t('events:gifts.preparing')}</p>
            </div>
          )}
          {receive.isError && (
            <Alert severity="error" className={styles.alert}>
              {apiMessage(receive.error)}
            </Alert>
          )}
          {previewUrl && (
            <div className={clsx(styles.preview, sticker ? styles.sticker : styles.picture)}>
              <img
                src={previewUrl}
                alt={t('events:gifts.previewAlt', { title })}
                width={gift.width ?? undefined}
                height={gift.height ?? undefined}
                className={clsx(styles.image, sticker && styles.stickerImage)}
              />
            </div>
          )}
          {file && gift.width && gift.height && (
            <p className={`type-caption ${styles.fileInfo}`}>
              {t('events:gifts.fileInfo', { width: gift.width, height: gift.height })}
            </p>
          )}
          <div role="status" className={styles.saved}>
            {saved && (
              <Alert severity="success" className={styles.alert}>
                {t('events:gifts.downloaded', { fileName: saved })}
              </Alert>
            )}
          </div>
        </div>
        <div className={styles.actions}>
          <Button onClick={onClose}>{t('close')}</Button>
          <Button variant="contained" startIcon={<DownloadIcon />} onClick={download} disabled={!file}>
            {saved ? t('events:gifts.downloadAgain') : t('events:gifts.download')}
          </Button>
        </div>
      </div>
    </dialog>
  );
}
