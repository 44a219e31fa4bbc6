import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import CheckCircle from '@mui/icons-material/CheckCircle';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import { useTranslation } from '#web/lib/i18n/react';
import type { Language } from '@atrium/shared/languages';
import { visuallyHidden } from '#web/components/forms/visually-hidden';
import type { CheckInDay } from '../lib/check-in-days';
import { formatCalendarDate } from '#web/lib/format/dates';

/** The 28 days as four weeks of seven: checked days marked, today outlined. */
export function CheckInCalendar({ days, lang }: { days: readonly CheckInDay[]; lang: Language }) {
  const { t } = useTranslation();
  return (
    <Box
      component="ol"
      aria-label={t('events:checkIn.calendar')}
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: { xs: 0.5, sm: 1 },
        gridTemplateColumns: 'repeat(7, minmax(0, 1fr))',
      }}
    >
      {days.map((day) => {
        const checked = day.state === 'checked';
        return (
          <Box
            component="li"
            key={day.day}
            aria-current={day.isToday ? 'date' : undefined}
            data-state={day.state}
            sx={{
              position: 'relative',
              display: 'flex',
              flexDirection: 'column',
              alignItems: 'center',
              gap: 0.25,
              py: { xs: 0.75, sm: 1.25 },
              borderRadius: 1.5,
              border: day.isToday ? 2 : 1,
              borderColor: day.isToday ? 'primary.main' : 'divider',
              bgcolor: checked ? 'primary.main' : day.state === 'missed' ? 'action.hover' : 'background.paper',
              color: checked ? 'primary.contrastText' : 'text.primary',
            }}
          >
            <Typography component="span" sx={{ fontWeight: 700, fontSize: { xs: '0.8rem', sm: '1rem' } }}>
              <span aria-hidden>{day.day}</span>
              <Box component="span" sx={visuallyHidden}>
                {`${t('events:checkIn.day', { day: day.day })}, ${formatCalendarDate(day.date, lang)}: ${t(`events:checkIn.state.${day.state}`)}`}
              </Box>
            </Typography>
            <Typography
              component="span"
              aria-hidden
              sx={{ fontSize: { xs: '0.65rem', sm: '0.75rem' }, color: checked ? 'inherit' : 'text.secondary' }}
            >
              {day.isToday ? t('events:checkIn.todayMark') : formatCalendarDate(day.date, lang, 'short')}
            </Typography>
            {checked ? (
              <CheckCircle aria-hidden sx={{ fontSize: { xs: 16, sm: 20 } }} />
            ) : (
              <RadioButtonUnchecked aria-hidden sx={{ fontSize: { xs: 16, sm: 20 }, opacity: 0.4 }} />
            )}
          </Box>
        );
      })}
    </Box>
  );
}
