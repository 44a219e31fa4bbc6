import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '#web/lib/i18n/react';
import type { TotpEnrolment as Enrolment } from '@atrium/shared/api/mfa';
import { errorMessageKey } from '#web/components/errors/api-error-message';
import { showNotice } from '#web/components/notice/notice-store';
import { PageLoading } from '#web/components/PageLoading';
import { MfaCodeDialog } from '#web/components/mfa/MfaCodeDialog';
import { MfaRemoveDialog } from './MfaRemoveDialog';
import { PasskeySection } from './PasskeySection';
import { RecoveryCodes } from './RecoveryCodes';
import { TotpEnrolment } from './TotpEnrolment';
import { mfaKey, regenerateRecoveryCodes, startTotp, useMfaStatus } from './mfa-api';

/** The /my section for two-factor sign-in: set up, recovery codes, passkeys, turn off. */
export function MfaSettings() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const status = useMfaStatus();
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [dialog, setDialog] = useState<'regenerate' | 'remove' | null>(null);
  const [problem, setProblem] = useState<unknown>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: mfaKey() });

  const start = async () => {
    setProblem(null);
    try {
      setEnrolment(await startTotp());
    } catch (error) {
      setProblem(error);
    }
  };

  if (codes) return <RecoveryCodes codes={codes} onDone={() => setCodes(null)} />;
  if (enrolment) {
    const enabled = (recoveryCodes: string[]) => {
      setEnrolment(null);
      setCodes(recoveryCodes);
      showNotice('auth:mfa.enabled', 'success');
      void refresh();
    };
    return <TotpEnrolment enrolment={enrolment} onEnabled={enabled} onCancel={() => setEnrolment(null)} />;
  }
  if (status.isPending) return <PageLoading />;
  if (status.isError) return <Alert severity="error">{t(errorMessageKey(status.error))}</Alert>;

  const { enabled, recoveryCodesLeft } = status.data;
  return (
    <Stack spacing={2}>
      <Typography>{enabled ? t('auth:mfa.on', { count: recoveryCodesLeft }) : t('auth:mfa.off')}</Typography>
      {problem !== null && <Alert severity="error">{t(errorMessageKey(problem))}</Alert>}
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        {enabled ? (
          <>
            <Button variant="outlined" onClick={() => setDialog('regenerate')}>
              {t('auth:mfa.regenerate')}
            </Button>
            <Button variant="outlined" color="error" onClick={() => setDialog('remove')}>
              {t('auth:mfa.remove')}
            </Button>
          </>
        ) : (
          <Button variant="contained" onClick={() => void start()}>
            {t('auth:mfa.start')}
          </Button>
        )}
      </Box>
      {enabled && <PasskeySection />}
      <MfaCodeDialog
        open={dialog === 'regenerate'}
        title={t('auth:mfa.regenerate')}
        intro={t('auth:mfa.stepUpIntro')}
        submitLabel={t('auth:mfa.verify')}
        onCode={async (code) => {
          setCodes(await regenerateRecoveryCodes(code));
          setDialog(null);
          void refresh();
        }}
        onClose={() => setDialog(null)}
      />
      <MfaRemoveDialog
        open={dialog === 'remove'}
        onRemoved={() => {
          setDialog(null);
          showNotice('auth:mfa.removed', 'success');
          void refresh();
        }}
        onClose={() => setDialog(null)}
      />
    </Stack>
  );
}
