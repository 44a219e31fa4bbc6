import { useState } from 'react';
import { useTranslation } from '#web/lib/i18n/react';
import type { ProgramDetail, ProgramSession } from '@atrium/shared/api/events';
import type { Language } from '@atrium/shared/languages';
import { Button } from '#web/components/ui/Button';
import { icsFileName } from '../lib/ics';
import { saveFile } from '#web/lib/save-file';
import { sessionIcs } from '../lib/session-ics';
import { EventIcon } from './icons';

/** "Add to calendar": an .ics file of the session, made in the browser and downloaded. */
export function AddToCalendarButton({
  program,
  session,
  lang,
}: {
  program: ProgramDetail;
  session: ProgramSession;
  lang: Language;
}) {
  const { t } = useTranslation();
  const [saved, setSaved] = useState<string | null>(null);
  const add = () => {
    const fileName = icsFileName(session.title);
    const text = sessionIcs(program, session, lang, window.location.origin);
    saveFile(new Blob([text], { type: 'text/calendar;charset=utf-8' }), fileName);
    setSaved(fileName);
  };
  return (
    <>
      <Button
        variant="outlined"
        size="small"
        startIcon={<EventIcon />}
        onClick={add}
        aria-label={`${t('events:program.addToCalendar')}: ${session.title}`}
      >
        {t('events:program.addToCalendar')}
      </Button>
      <span role="status" className="visually-hidden">
        {saved ? t('events:program.calendarSaved', { fileName: saved }) : ''}
      </span>
    </>
  );
}
