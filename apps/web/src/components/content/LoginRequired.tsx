import { useId } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import LockOutlined from '@mui/icons-material/LockOutlined';
import { Link as RouterLink, useLocation } from 'react-router';
import { useTranslation } from '#web/lib/i18n/react';
import { useLanguage } from '#web/lib/i18n/use-language';
import { signInHref, signUpHref } from '#web/lib/sign-in-href';

interface LoginRequiredProps {
  /** What signing in gives here ("Sign in to check in…"); the general text by default. */
  message?: string;
}

/**
 * The login-required notice, where a visitor meets a members-only part of a public page (the
 * check-in, the gifts): sign-in and sign-up links that both come back to this page.
 */
export function LoginRequired({ message }: LoginRequiredProps) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const { pathname, search } = useLocation();
  const here = `${pathname}${search}`;
  const titleId = useId();
  return (
    <Box
      // A group, not a landmark: a page may show the notice twice (check-in and gifts).
      role="group"
      aria-labelledby={titleId}
      sx={{
        display: 'flex',
        gap: 2,
        alignItems: 'flex-start',
        p: { xs: 2, sm: 3 },
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        bgcolor: 'background.paper',
      }}
    >
      <LockOutlined aria-hidden sx={{ fontSize: 40, color: 'primary.main', flexShrink: 0 }} />
      <Box>
        <Typography id={titleId} component="p" sx={{ fontWeight: 700 }}>
          {t('loginRequired.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 0.5, lineHeight: 1.8 }}>
          {message ?? t('loginRequired.description')}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', mt: 2 }}>
          <Button component={RouterLink} to={signInHref(lang, here)} variant="contained">
            {t('loginRequired.signin')}
          </Button>
          <Button component={RouterLink} to={signUpHref(lang, here)} variant="outlined">
            {t('loginRequired.signup')}
          </Button>
        </Box>
      </Box>
    </Box>
  );
}
