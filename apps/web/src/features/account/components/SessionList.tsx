import { useMemo } from 'react';
import { dateTimeFormat } from '@atrium/shared/intl-formats';
import { VENUE_TIME_ZONE } from '@atrium/shared/venue-time-zone';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useTranslation } from '#web/lib/i18n/react';
import type { MemberSession } from '@atrium/shared/api/auth';
import { useLanguage } from '#web/lib/i18n/use-language';
import { errorMessageKey } from '#web/components/errors/api-error-message';
import { useEndSession } from '../api/end-session';
import { useSessions } from '../api/get-sessions';
import { useSignOutOtherSessions } from '../api/sign-out-other-sessions';

/** The server names devices from their browser; it says so in English when it cannot. */
const UNKNOWN_DEVICE = 'Unknown device';

/** "Signed-in devices": where the member is signed in, when each was last used, and signing them out. */
export function SessionList() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const sessions = useSessions();
  const endSession = useEndSession();
  const signOutOthers = useSignOutOtherSessions();
  const formatDate = useMemo(
    () => dateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short', timeZone: VENUE_TIME_ZONE }).format,
    [lang],
  );
  const failure = endSession.error ?? signOutOthers.error ?? sessions.error;
  const list = sessions.data ?? [];
  const others = list.filter((s) => !s.current);
  const deviceName = (s: MemberSession) => (s.device === UNKNOWN_DEVICE ? t('auth:sessions.unknownDevice') : s.device);

  return (
    <Box>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('auth:sessions.intro')}
      </Typography>
      {sessions.isPending && <Typography role="status">{t('loading')}</Typography>}
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
        {list.map((session) => (
          <Box
            component="li"
            key={session.id}
            sx={{
              p: 2,
              border: 1,
              borderColor: 'divider',
              borderRadius: 2,
              display: 'flex',
              alignItems: 'center',
              gap: 2,
              flexWrap: 'wrap',
            }}
          >
            <Box sx={{ flexGrow: 1, minWidth: 200 }}>
              <Typography sx={{ fontWeight: 700, display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                {deviceName(session)}
                {session.current && <Chip size="small" color="primary" label={t('auth:sessions.thisDevice')} />}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {t('auth:sessions.lastUsed', { date: formatDate(new Date(session.lastUsedAt)) })}
                {session.ip && ` · ${t('auth:sessions.ip', { ip: session.ip })}`}
              </Typography>
            </Box>
            {!session.current && (
              <Button
                variant="outlined"
                size="small"
                disabled={endSession.isPending}
                onClick={() => endSession.mutate(session.id)}
                aria-label={t('auth:sessions.signOutDevice', { device: deviceName(session) })}
              >
                {t('auth:sessions.signOut')}
              </Button>
            )}
          </Box>
        ))}
      </Box>
      {failure && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {t(errorMessageKey(failure))}
        </Alert>
      )}
      <Button
        variant="outlined"
        sx={{ mt: 2 }}
        disabled={others.length === 0 || signOutOthers.isPending}
        onClick={() => signOutOthers.mutate()}
      >
        {t('auth:sessions.signOutOthers')}
      </Button>
    </Box>
  );
}
