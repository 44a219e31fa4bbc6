import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import EventIcon from '@mui/icons-material/Event';
import { useTranslation } from '#web/lib/i18n/react';
import type { ProgramDetail, ProgramSession } from '@atrium/shared/api/events';
import type { Language } from '@atrium/shared/languages';
import { visuallyHidden } from '#web/components/forms/visually-hidden';
import { icsFileName } from '../lib/ics';
import { saveFile } from '#web/lib/save-file';
import { sessionIcs } from '../lib/session-ics';

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
        startIcon={<EventIcon aria-hidden />}
        onClick={add}
        aria-label={`${t('events:program.addToCalendar')}: ${session.title}`}
      >
        {t('events:program.addToCalendar')}
      </Button>
      <Box component="span" role="status" sx={visuallyHidden}>
        {saved ? t('events:program.calendarSaved', { fileName: saved }) : ''}
      </Box>
    </>
  );
}
