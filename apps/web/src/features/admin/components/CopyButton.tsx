import Button from '@mui/material/Button';
import ContentCopy from '@mui/icons-material/ContentCopy';
import { useTranslation } from '#web/lib/i18n/react';
import { showNotice } from '#web/components/notice/notice-store';

/**
 * Copies an image's absolute URL, for pasting into news and pages. A notice confirms it (the
 * clipboard gives no sign of its own); the accessible name starts with the visible text and
 * adds what is copied, since a list has one such button per image.
 */
export function CopyButton({ value, itemName }: { value: string; itemName: string }) {
  const { t } = useTranslation();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(new URL(value, window.location.origin).href);
      showNotice('admin:common.copied', 'success');
    } catch {
      showNotice('admin:common.copyFailed', 'error');
    }
  };
  const text = t('admin:common.copyUrl');
  return (
    <Button size="small" startIcon={<ContentCopy aria-hidden />} onClick={copy} aria-label={`${text}: ${itemName}`}>
      {text}
    </Button>
  );
}
