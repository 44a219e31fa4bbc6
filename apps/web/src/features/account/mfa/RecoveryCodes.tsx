import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '#web/lib/i18n/react';
import { showNotice } from '#web/components/notice/notice-store';

/** The ten recovery codes, shown once: copy them, download them as a text file, then close. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation();
  const text = `${codes.join('\n')}\n`;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      showNotice('auth:mfa.copied', 'success');
    } catch {
      // No clipboard (permissions): the codes stay on screen and can be downloaded.
    }
  };
  const download = () => {
    const link = document.createElement('a');
    link.href = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    link.download = `${window.location.hostname}-recovery-codes.txt`;
    link.click();
    URL.revokeObjectURL(link.href);
  };
  return (
    <Stack spacing={2} component="section" aria-labelledby="mfa-recovery-title">
      <Typography id="mfa-recovery-title" component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {t('auth:mfa.recoveryTitle')}
      </Typography>
      <Alert severity="warning">{t('auth:mfa.recoveryIntro')}</Alert>
      <Box
        component="ul"
        sx={{ fontFamily: 'monospace', fontSize: '1.05rem', columns: 2, listStyle: 'none', p: 0, m: 0 }}
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Box>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button variant="outlined" onClick={() => void copy()}>
          {t('auth:mfa.copy')}
        </Button>
        <Button variant="outlined" onClick={download}>
          {t('auth:mfa.download')}
        </Button>
        <Button variant="contained" onClick={onDone}>
          {t('auth:mfa.done')}
        </Button>
      </Box>
    </Stack>
  );
}
