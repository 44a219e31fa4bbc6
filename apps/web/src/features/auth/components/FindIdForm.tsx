import { useState } from 'react';
import { lazyResolver } from '#web/components/forms/lazy-resolver';
import { useForm } from 'react-hook-form';
import { typedBeforeHydration } from '#web/components/forms/typed-before-hydration';
import { useTranslation } from '#web/lib/i18n/react';
import { Alert } from '#web/components/ui/Alert';
import { Button } from '#web/components/ui/Button';
import { FormTextField } from '#web/components/forms/FormTextField';
import { PhoneFields } from '#web/components/forms/PhoneFields';
import { errorCodeOf, errorMessageKey } from '#web/components/errors/api-error-message';
import { applyServerFieldErrors, initialFieldErrors } from '#web/components/forms/server-field-errors';
import { servedError } from '#web/lib/page-form-state';
import type { FindIdFormState } from '@atrium/shared/api/page-forms';
import { HookForm } from '#web/components/forms/HookForm';
import { useFocusFirstInvalid } from '#web/components/forms/use-focus-first-invalid';
import { useFindId } from '../api/find-id';
import type { FindIdFormInput } from '@atrium/shared/api/account-forms';
import { FoundIds } from './FoundIds';

/** The form's id: the server renders it, and what is typed before the code runs is kept. */
const FORM_ID = 'find-id-form';

const resolver = lazyResolver(() => import('../form-resolvers').then((m) => m.findIdResolver));

type Alerted = { key: string; severity: 'info' | 'error' };
const FIELDS = ['name', 'phoneNumber', 'phoneRegion'] as const;

/** What a refusal shows beside the form (a field's own error shows on the field). */
const alertOf = (error: unknown): Alerted =>
  errorCodeOf(error) === 'MEMBER_NOT_FOUND'
    ? { key: 'errors:MEMBER_NOT_FOUND', severity: 'info' }
    : { key: errorMessageKey(error), severity: 'error' };

/**
 * Name and phone number → the masked e-mails registered with them, or "no matching member".
 * `served`: the server's answer to the form posted without the app.
 */
export function FindIdForm({ served }: { served?: FindIdFormState }) {
  const { t } = useTranslation();
  const findId = useFindId();
  const [servedRefusal] = useState(() => servedError(served?.error));
  const [errors] = useState(() => initialFieldErrors<FindIdFormInput>(servedRefusal, FIELDS));
  const [emails, setEmails] = useState<string[] | null>(served?.emails ?? null);
  const [alert, setAlert] = useState<Alerted | null>(() => (servedRefusal && !errors ? alertOf(servedRefusal) : null));
  const { ref, focusFirstInvalid } = useFocusFirstInvalid<HTMLFormElement>();
  const form = useForm<FindIdFormInput>({
    resolver,
    defaultValues: typedBeforeHydration(FORM_ID, {
      name: served?.name ?? '',
      phoneNumber: served?.phoneNumber ?? '',
      phoneRegion: served?.phoneRegion ?? 'KR',
    }),
    errors,
    shouldFocusError: false,
  });

  const onValid = async (values: FindIdFormInput) => {
    setAlert(null);
    setEmails(null);
    try {
      setEmails(await findId.mutateAsync({ ...values, phoneRegion: values.phoneRegion ?? 'KR' }));
    } catch (error) {
      if (errorCodeOf(error) !== 'MEMBER_NOT_FOUND' && applyServerFieldErrors(error, form.setError, FIELDS))
        focusFirstInvalid();
      else setAlert(alertOf(error));
    }
  };

  return (
    <HookForm
      id={FORM_ID}
      form={form}
      onValid={onValid}
      formRef={ref}
      onInvalid={focusFirstInvalid}
      onFocus={resolver.preload}
    >
      <FormTextField control={form.control} name="name" label={t('auth:field.name')} autoComplete="name" required />
      <PhoneFields />
      <Button type="submit" variant="contained" size="large" disabled={findId.isPending}>
        {t('auth:findId.submit')}
      </Button>
      {/* Announced when it appears: the result is the point of the page. */}
      <div role="status">{emails && <FoundIds emails={emails} />}</div>
      {alert && <Alert severity={alert.severity}>{t(alert.key)}</Alert>}
    </HookForm>
  );
}
