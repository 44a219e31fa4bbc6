import clsx from 'clsx';
import type { ReactNode } from 'react';
import { Alert } from '#web/components/ui/Alert';
import alertLook from './alert-look.module.css';

/** The outlined notice that an event is over (an ended event's page, the list's past events), in the events pages' alert look. */
export function EndedNotice({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <Alert severity="info" variant="outlined" className={clsx(alertLook.alert, alertLook.outlined, className)}>
      {children}
    </Alert>
  );
}
