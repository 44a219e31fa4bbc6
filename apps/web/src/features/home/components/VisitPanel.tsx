import { useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import { Skeleton } from '#web/components/content/Skeleton';
import Typography from '@mui/material/Typography';
import type SvgIcon from '@mui/material/SvgIcon';
import AccessTime from '@mui/icons-material/AccessTime';
import CheckCircle from '@mui/icons-material/CheckCircle';
import DoNotDisturbOn from '@mui/icons-material/DoNotDisturbOn';
import LocalActivityOutlined from '@mui/icons-material/LocalActivityOutlined';
import PhoneOutlined from '@mui/icons-material/PhoneOutlined';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import { useTranslation } from '#web/lib/i18n/react';
import type { VisitResponse } from '@atrium/shared/api/visit';
import type { Language } from '@atrium/shared/languages';
import { href } from '@atrium/shared/routes';
import { LanguageNote } from '#web/components/content/LanguageNote';
import { splitParagraphs } from '#web/components/content/Paragraphs';
import { langIfOther, servedLanguages } from '#web/components/content/served-language';
import { ForwardButton } from '#web/components/pages/ForwardButton';
import { useLanguage } from '#web/lib/i18n/use-language';
import { useVisit } from '../api/get-visit';
import { HomeSection } from './HomeSection';
import { dayRuns, formatClosureDate, formatDays, formatTime, telHref } from './visit-format';

/** Closures listed ahead of time: the next few are what a visitor plans around. */
const UPCOMING_CLOSURES = 3;
const MONDAY_FIRST = [1, 2, 3, 4, 5, 6, 0];

/**
 * Home: whether the venue is open now (in words, with an icon, not only a colour), today's
 * hours, the week's hours and the next closures, the address and admission. Its data usually
 * comes with the HTML; "open now" is refreshed while the page stays open (getVisit).
 */
export function VisitPanel() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const headingId = useId();
  const visit = useVisit(lang);
  // Secondary to the page: on a failed read the rest of the home page stands on its own.
  if (visit.isError) return null;
  return (
    <HomeSection
      headingId={headingId}
      sx={{
        // Korean breaks lines between words, not inside them.
        '&:lang(ko), & [lang="ko"]': { wordBreak: 'keep-all', overflowWrap: 'break-word' },
      }}
    >
      <Typography id={headingId} component="h2" variant="h4" sx={{ fontWeight: 700, mb: 3 }}>
        {t('home:visit.title')}
      </Typography>
      {visit.data ? (
        <VisitDetails visit={visit.data} lang={lang} />
      ) : (
        // In a status, which may carry the name (a plain element may not: axe's aria-prohibited-attr).
        <Box role="status" aria-label={t('loading')}>
          <Skeleton variant="rounded" sx={{ height: { xs: 420, md: 300 } }} />
        </Box>
      )}
    </HomeSection>
  );
}

function VisitDetails({ visit, lang }: { visit: VisitResponse; lang: Language }) {
  const { t } = useTranslation();
  const hours = (open: string, close: string) =>
    t('home:visit.timeRange', { open: formatTime(open, lang), close: formatTime(close, lang) });
  const days = (list: readonly number[]) =>
    formatDays(list, lang, (from, to) => t('home:visit.dayRange', { from, to }));
  const rows = [
    ...visit.hours.map((h) => ({ days: h.days, text: hours(h.open, h.close) })),
    ...(visit.closedDays.length ? [{ days: visit.closedDays, text: t('home:visit.closed') }] : []),
  ]
    .filter((row) => row.days.length > 0)
    .sort((a, b) => firstDay(a.days) - firstDay(b.days));
  const closures = visit.specialClosures.slice(0, UPCOMING_CLOSURES);
  const status = visit.openNow ? 'openNow' : visit.today ? 'closedNow' : 'closedToday';
  const StatusIcon = visit.openNow ? CheckCircle : DoNotDisturbOn;

  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 5fr) minmax(0, 7fr)' },
        gap: { xs: 3, md: 5 },
        alignItems: 'start',
      }}
    >
      <Paper variant="outlined" sx={{ p: { xs: 2.5, md: 3 }, borderRadius: 3 }}>
        <Box
          data-status={status}
          sx={{
            display: 'inline-flex',
            alignItems: 'center',
            gap: 1,
            px: 1.75,
            py: 0.75,
            borderRadius: 999,
            fontWeight: 700,
            ...(visit.openNow
              ? { bgcolor: 'success.main', color: 'success.contrastText' }
              : { bgcolor: 'action.selected', color: 'text.primary' }),
          }}
        >
          <StatusIcon aria-hidden fontSize="small" />
          {t(`home:visit.${status}`)}
        </Box>
        {visit.today && (
          <Typography sx={{ mt: 1.5, fontSize: '1.125rem', fontWeight: 600 }}>
            {t('home:visit.todayHours', { hours: hours(visit.today.open, visit.today.close) })}
          </Typography>
        )}
        <Divider sx={{ my: 2.5 }} />
        <SubHeading icon={AccessTime}>{t('home:visit.hours')}</SubHeading>
        <Box
          component="dl"
          // The hours stay on one line; the days wrap when the card is narrow.
          sx={{
            m: 0,
            display: 'grid',
            gridTemplateColumns: 'auto auto',
            justifyContent: 'start',
            columnGap: 3,
            rowGap: 0.75,
          }}
        >
          {rows.map((row, i) => (
            <Box key={i} sx={{ display: 'contents' }}>
              <Typography component="dt" sx={{ fontWeight: 600 }}>
                {days(row.days)}
              </Typography>
              <Typography component="dd" sx={{ m: 0, color: 'text.secondary', whiteSpace: 'nowrap' }}>
                {row.text}
              </Typography>
            </Box>
          ))}
        </Box>
        {closures.length > 0 && (
          <>
            <Typography component="h3" variant="subtitle2" sx={{ fontWeight: 700, mt: 2.5, mb: 0.75 }}>
              {t('home:visit.upcomingClosures')}
            </Typography>
            <Box component="ul" sx={{ m: 0, pl: 2.5, color: 'text.secondary' }}>
              {closures.map((c) => (
                <Typography component="li" key={c.date} variant="body2" sx={{ mb: 0.5 }}>
                  <Box component="time" dateTime={c.date} sx={{ color: 'text.primary', fontWeight: 600 }}>
                    {formatClosureDate(c.date, lang)}
                  </Box>
                  {c.reason && (
                    <>
                      {' · '}
                      <span lang={langIfOther(c.lang, lang)}>{c.reason}</span>
                    </>
                  )}
                </Typography>
              ))}
            </Box>
          </>
        )}
      </Paper>

      <Box sx={{ display: 'grid', gap: 3 }}>
        <Box>
          <SubHeading icon={PlaceOutlined}>{t('home:visit.address')}</SubHeading>
          <Typography lang={langIfOther(visit.langs.address, lang)} sx={{ lineHeight: 1.7 }}>
            {visit.address}
          </Typography>
        </Box>
        <Box>
          <SubHeading icon={LocalActivityOutlined}>{t('home:visit.admission')}</SubHeading>
          <Box lang={langIfOther(visit.langs.admission, lang)}>
            {splitParagraphs(visit.admission).map((paragraph, i) => (
              <Typography key={i} sx={{ lineHeight: 1.7, whiteSpace: 'pre-line', '& + &': { mt: 1 } }}>
                {paragraph}
              </Typography>
            ))}
          </Box>
        </Box>
        {(visit.contact.phone || visit.contact.email) && (
          <Box>
            <SubHeading icon={PhoneOutlined}>{t('home:visit.contact')}</SubHeading>
            <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2 }}>
              {visit.contact.phone && (
                <>
                  <Typography component="dt">{t('home:visit.phone')}</Typography>
                  <Typography component="dd" sx={{ m: 0 }}>
                    <Link href={telHref(visit.contact.phone)}>{visit.contact.phone}</Link>
                  </Typography>
                </>
              )}
              {visit.contact.email && (
                <>
                  <Typography component="dt">{t('home:visit.email')}</Typography>
                  <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                    <Link href={`mailto:${visit.contact.email}`}>{visit.contact.email}</Link>
                  </Typography>
                </>
              )}
            </Box>
          </Box>
        )}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
          <ForwardButton to={href(lang, 'about')} variant="outlined">
            {t('home:visit.directions')}
          </ForwardButton>
          <LanguageNote served={servedLanguages(visit)} page={lang} />
        </Box>
      </Box>
    </Box>
  );
}

/** The position of a set of days in a Monday-first week, for ordering the hours. */
function firstDay(days: readonly number[]): number {
  const first = dayRuns(days)[0]?.from ?? 0;
  return MONDAY_FIRST.indexOf(first);
}

function SubHeading({ icon: Icon, children }: { icon: typeof SvgIcon; children: ReactNode }) {
  return (
    <Typography
      component="h3"
      variant="subtitle1"
      sx={{ fontWeight: 700, mb: 1, display: 'flex', alignItems: 'center', gap: 1 }}
    >
      <Icon aria-hidden fontSize="small" color="primary" />
      {children}
    </Typography>
  );
}
