import { useCallback, useEffect, useRef, useState } from 'react';
import Typography from '@mui/material/Typography';
import { useNavigate } from '#web/lib/router';
import { useTranslation } from '#web/lib/i18n/react';
import { ConfirmDialog } from '#web/features/admin/components/ConfirmDialog';

interface GuardProps {
  /** Whether there are unsaved changes (read at the moment someone leaves). */
  dirty: () => boolean;
}

function LeaveDialog({ open, onStay, onLeave }: { open: boolean; onStay: () => void; onLeave: () => void }) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      open={open}
      danger
      title={t('admin:content.leave.title')}
      confirmLabel={t('admin:content.leave.confirm')}
      onConfirm={onLeave}
      onClose={onStay}
    >
      <Typography>{t('admin:content.leave.text')}</Typography>
    </ConfirmDialog>
  );
}

const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.defaultPrevented && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * A click on a link of the site is held, before the router sees it, until the editor says
 * whether to leave.
 */
function LinkClickGuard({ dirty }: GuardProps) {
  const navigate = useNavigate();
  const [pending, setPending] = useState<string | null>(null);
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (!isPlainClick(event) || !dirty()) return;
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (
        !(link instanceof HTMLAnchorElement) ||
        (link.target && link.target !== '_self') ||
        link.hasAttribute('download')
      )
        return;
      const url = new URL(link.href, window.location.href);
      if (url.origin !== window.location.origin) return;
      const to = `${url.pathname}${url.search}${url.hash}`;
      if (url.pathname === window.location.pathname) return;
      event.preventDefault();
      event.stopPropagation();
      setPending(to);
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, [dirty]);
  return (
    <LeaveDialog
      open={pending !== null}
      onStay={() => setPending(null)}
      onLeave={() => {
        const to = pending;
        setPending(null);
        if (to) void navigate(to);
      }}
    />
  );
}

/**
 * Warns before unsaved changes are lost: the browser's own question when the tab closes or
 * reloads (beforeunload), and a dialog when leaving the editor inside the site.
 */
export function UnsavedChangesGuard({ dirty }: GuardProps) {
  const latest = useRef(dirty);
  useEffect(() => {
    latest.current = dirty;
  }, [dirty]);
  // One function for the guards below, asking the latest `dirty` (their listeners stay put).
  const isDirty = useCallback(() => latest.current(), []);
  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!isDirty()) return;
      event.preventDefault();
      // Older browsers show the question only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [isDirty]);
  return <LinkClickGuard dirty={isDirty} />;
}
