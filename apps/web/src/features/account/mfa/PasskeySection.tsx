import { useMemo, useState } from 'react';
import { dateTimeFormat } from '@atrium/shared/intl-formats';
import { VENUE_TIME_ZONE } from '@atrium/shared/venue-time-zone';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from '#web/lib/i18n/react';
import { z } from 'zod';
import { passkeyNameSchema, PASSKEY_NAME_MAX, type Passkey } from '@atrium/shared/api/passkeys';
import { FormTextField } from '#web/components/forms/FormTextField';
import { HookForm } from '#web/components/forms/HookForm';
import { useFocusFirstInvalid } from '#web/components/forms/use-focus-first-invalid';
import { showNotice } from '#web/components/notice/notice-store';
import { passkeyErrorKey, passkeysSupported } from '#web/components/mfa/passkey-ceremony';
import { useStepUp } from '#web/components/mfa/use-step-up';
import { useLanguage } from '#web/lib/i18n/use-language';
import { mfaKey } from './mfa-api';
import { PasskeyRemoveDialog } from './PasskeyRemoveDialog';
import { passkeyCreationOptions, registerPasskey, usePasskeys } from './passkeys-api';

const addSchema = z.object({ name: passkeyNameSchema });

/**
 * Passkeys beside the authenticator app: the list, adding one (after a code when this session
 * has not given one in the last minutes) and removing one.
 */
export function PasskeySection() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const queryClient = useQueryClient();
  const passkeys = usePasskeys(true);
  const stepUp = useStepUp();
  const [removing, setRemoving] = useState<Passkey | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const { ref, focusFirstInvalid } = useFocusFirstInvalid<HTMLFormElement>();
  const form = useForm({ resolver: zodResolver(addSchema), defaultValues: { name: '' } });
  const formatDate = useMemo(
    () => dateTimeFormat(lang, { dateStyle: 'medium', timeZone: VENUE_TIME_ZONE }).format,
    [lang],
  );
  const refresh = () => queryClient.invalidateQueries({ queryKey: mfaKey() });

  const add = async ({ name }: { name: string }) => {
    setProblem(null);
    try {
      const options = await stepUp.run(passkeyCreationOptions);
      await registerPasskey(options, name);
      form.reset();
      showNotice('auth:mfa.passkeyAdded', 'success');
      void refresh();
    } catch (error) {
      setProblem(passkeyErrorKey(error));
    }
  };

  return (
    <Box component="section" aria-labelledby="passkeys-title" sx={{ display: 'grid', gap: 2 }}>
      <Typography id="passkeys-title" component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {t('auth:mfa.passkeysTitle')}
      </Typography>
      <Typography color="text.secondary">{t('auth:mfa.passkeysIntro')}</Typography>
      {passkeys.data && passkeys.data.length > 0 && (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
          {passkeys.data.map((passkey) => (
            <Box
              component="li"
              key={passkey.id}
              sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', justifyContent: 'space-between' }}
            >
              <Box>
                <Typography sx={{ fontWeight: 600 }}>{passkey.name}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {t('auth:mfa.passkeyAddedOn', { date: formatDate(new Date(passkey.createdAt)) })}
                  {' · '}
                  {passkey.lastUsedAt
                    ? t('auth:mfa.passkeyLastUsed', { date: formatDate(new Date(passkey.lastUsedAt)) })
                    : t('auth:mfa.passkeyNeverUsed')}
                </Typography>
              </Box>
              <Button
                variant="outlined"
                color="error"
                onClick={() => setRemoving(passkey)}
                aria-label={t('auth:mfa.passkeyRemoveTitle', { name: passkey.name })}
              >
                {t('auth:mfa.passkeyRemove')}
              </Button>
            </Box>
          ))}
        </Box>
      )}
      {passkeysSupported() ? (
        <HookForm form={form} onValid={add} formRef={ref} onInvalid={focusFirstInvalid}>
          <FormTextField
            control={form.control}
            name="name"
            label={t('auth:mfa.passkeyName')}
            hint={t('auth:mfa.passkeyNameHint')}
            maxLength={PASSKEY_NAME_MAX}
            required
          />
          {problem && (
            <Alert severity="error" role="alert">
              {t(problem)}
            </Alert>
          )}
          <Button type="submit" variant="outlined" disabled={form.formState.isSubmitting}>
            {t('auth:mfa.passkeyAdd')}
          </Button>
        </HookForm>
      ) : (
        <Alert severity="info">{t('auth:mfa.passkeysUnsupported')}</Alert>
      )}
      {stepUp.dialog}
      <PasskeyRemoveDialog
        passkey={removing}
        onRemoved={() => {
          setRemoving(null);
          showNotice('auth:mfa.passkeyRemoved', 'success');
          void refresh();
        }}
        onClose={() => setRemoving(null)}
      />
    </Box>
  );
}
