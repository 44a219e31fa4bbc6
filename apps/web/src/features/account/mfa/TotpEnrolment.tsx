import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '#web/lib/i18n/react';
import type { TotpEnrolment as Enrolment } from '@atrium/shared/api/mfa';
import { MfaCodeForm } from '#web/components/mfa/MfaCodeForm';
import { TotpQrCode } from './TotpQrCode';
import { confirmTotp } from './mfa-api';

interface Props {
  /** From POST /api/me/mfa/totp (started by a click, so one secret per enrolment). */
  enrolment: Enrolment;
  onEnabled: (recoveryCodes: string[]) => void;
  onCancel: () => void;
}

/** Enrolment: a new secret as a QR code and as text, confirmed by the first code the app shows. */
export function TotpEnrolment({ enrolment, onEnabled, onCancel }: Props) {
  const { t } = useTranslation();
  return (
    <Stack spacing={2}>
      <Typography>{t('auth:mfa.scan')}</Typography>
      <TotpQrCode url={enrolment.otpauthUrl} alt={t('auth:mfa.qrAlt')} />
      <Typography>
        {t('auth:mfa.manual')}{' '}
        <Typography component="code" data-testid="totp-secret" sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>
          {enrolment.secret.replace(/(.{4})/g, '$1 ').trim()}
        </Typography>
      </Typography>
      <MfaCodeForm
        onCode={async (code) => onEnabled(await confirmTotp(code))}
        submitLabel={t('auth:mfa.confirm')}
        actions={
          <Button variant="text" onClick={onCancel}>
            {t('auth:mfa.cancel')}
          </Button>
        }
      />
    </Stack>
  );
}
