import type { ReactNode, Ref } from 'react';
import Stack from '@mui/material/Stack';
import type { SxProps, Theme } from '@mui/material/styles';
import { FormProvider, type FieldValues, type SubmitHandler, type UseFormReturn } from 'react-hook-form';

interface HookFormProps<T extends FieldValues, C, O extends FieldValues> {
  form: UseFormReturn<T, C, O>;
  onValid: SubmitHandler<O>;
  /** Names the form for typedBeforeHydration (forms the server renders). */
  id?: string;
  /**
   * From useFocusFirstInvalid, with its focusFirstInvalid as (or in) `onInvalid`: a failed check
   * moves the focus to the first field to fix. Left out where the ref holds more than the form.
   */
  formRef?: Ref<HTMLFormElement>;
  onInvalid: () => void;
  /** Focus came into the form (a lazyResolver's preload). */
  onFocus?: () => void;
  spacing?: number;
  sx?: SxProps<Theme>;
  children: ReactNode;
}

/**
 * A react-hook-form form: its fields reach it through context, and the browser's own
 * validation is off (the shared schema's runs, with localized messages).
 */
export function HookForm<T extends FieldValues, C, O extends FieldValues>({
  form,
  onValid,
  id,
  formRef,
  onInvalid,
  onFocus,
  spacing = 2.5,
  sx,
  children,
}: HookFormProps<T, C, O>) {
  return (
    <FormProvider {...form}>
      <Stack
        component="form"
        // Sent before the app takes the form over, or with JavaScript off, it goes to the page's
        // own address in the request's body: never a password in an address (docs/spec/decisions.md §16).
        method="post"
        id={id}
        ref={formRef}
        noValidate
        spacing={spacing}
        sx={sx}
        onSubmit={form.handleSubmit(onValid, onInvalid)}
        onFocus={onFocus}
      >
        {children}
      </Stack>
    </FormProvider>
  );
}
