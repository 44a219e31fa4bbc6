import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from '#web/lib/i18n/react';
import { href } from '@atrium/shared/routes';
import { useLanguage } from '#web/lib/i18n/use-language';

/** The IDs (e-mails, partly masked by the server) found for the name and phone number. */
export function FoundIds({ emails }: { emails: readonly string[] }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  return (
    <Box sx={{ p: 2.5, borderRadius: 2, bgcolor: 'action.hover' }}>
      <Typography sx={{ fontWeight: 700, mb: 1 }}>{t('auth:findId.found')}</Typography>
      <Box component="ul" sx={{ m: 0, pl: 3 }}>
        {emails.map((email) => (
          <Typography component="li" key={email} sx={{ fontFamily: 'monospace', fontSize: '1.05rem' }}>
            {email}
          </Typography>
        ))}
      </Box>
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', mt: 2 }}>
        <Button component={RouterLink} to={href(lang, 'signin')} variant="contained">
          {t('auth:signin.submit')}
        </Button>
        <Button component={RouterLink} to={href(lang, 'resetPassword')} variant="outlined">
          {t('auth:links.resetPassword')}
        </Button>
      </Box>
    </Box>
  );
}
