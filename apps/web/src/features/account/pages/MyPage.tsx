import { QueryScope } from '#web/lib/query-client';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useSearchParams } from '#web/lib/router';
import { useTranslation } from '#web/lib/i18n/react';
import { href } from '@atrium/shared/routes';
import { useLanguage } from '#web/lib/i18n/use-language';
import { FormPage } from '#web/components/forms/FormPage';
import { MuiScope } from '#web/components/theme/MuiScope';
import { errorMessageKey } from '#web/components/errors/api-error-message';
import { PageLoading } from '#web/components/PageLoading';
import { useProfile } from '../api/get-profile';
import { ProfileForm } from '../components/ProfileForm';
import { CheckInHistory } from '../components/CheckInHistory';
import { RunningCheckIn } from '#web/components/check-in/RunningCheckIn';
import { SessionList } from '../components/SessionList';
import { SignOutButton } from '../components/SignOutButton';
import { MfaSettings } from '../mfa/MfaSettings';
import { MyDataSection } from '../components/MyDataSection';
import { TitledSection } from '#web/components/pages/TitledSection';

/**
 * /my (members only): the profile, check-ins and gifts, the signed-in devices, the password and
 * signing out. Its sections still draw with MUI: in MUI's theme, around the member pages' frame.
 */
function MyPageContent() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const profile = useProfile();
  // Just signed up: the welcome step (signed in already, docs/spec/decisions.md §13).
  const welcome = useSearchParams()[0].has('welcome');
  return (
    <MuiScope>
      <FormPage title={t('meta:my.title')} width="wide">
        {welcome && (
          <Alert severity="success" role="status" sx={{ mb: 4 }}>
            <Typography component="h2" sx={{ fontWeight: 700 }}>
              {t('auth:signup.doneTitle')}
            </Typography>
            {t('auth:signup.doneText')}
          </Alert>
        )}
        {/* First on the page: a member comes here daily for it (issue 42, item 7). */}
        <Box sx={{ mb: 4, '&:empty': { display: 'none' } }}>
          <RunningCheckIn />
        </Box>
        <Stack spacing={4} divider={<Divider />}>
          <TitledSection variant="h6" title={t('auth:my.profileSection')}>
            {profile.isPending && <PageLoading />}
            {profile.isError && (
              <Alert
                severity="error"
                action={
                  <Button color="inherit" size="small" onClick={() => void profile.refetch()}>
                    {t('retry')}
                  </Button>
                }
              >
                {t(errorMessageKey(profile.error))}
              </Alert>
            )}
            {/* Keyed by the member: a new profile starts a fresh form, not a stale one. */}
            {profile.data && <ProfileForm key={profile.data.id} profile={profile.data} />}
          </TitledSection>
          <TitledSection variant="h6" title={t('auth:my.checkInsSection')}>
            <CheckInHistory />
          </TitledSection>
          {/* Two-factor sign-in is for staff (docs/spec/decisions.md §13); #mfa is linked from the admin. */}
          {(profile.data?.role === 'ADMIN' || profile.data?.role === 'MANAGER') && (
            <Box id="mfa">
              <TitledSection variant="h6" title={t('auth:mfa.title')}>
                <MfaSettings />
              </TitledSection>
            </Box>
          )}
          <TitledSection variant="h6" title={t('auth:sessions.title')}>
            <SessionList />
          </TitledSection>
          <TitledSection variant="h6" title={t('auth:my.dataSection')}>
            <MyDataSection />
          </TitledSection>
          <TitledSection variant="h6" title={t('auth:my.accountSection')}>
            <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
              <Button component={RouterLink} to={href(lang, 'myPassword')} variant="contained">
                {t('meta:myPassword.title')}
              </Button>
              <SignOutButton />
            </Box>
          </TitledSection>
        </Stack>
      </FormPage>
    </MuiScope>
  );
}

/** Its reads and writes go through TanStack Query (lib/query-client), loaded with this page. */
export default function MyPage() {
  return (
    <QueryScope>
      <MyPageContent />
    </QueryScope>
  );
}
