import clsx from 'clsx';
import type { ReactNode, Ref } from 'react';
import { FormProvider, type FieldValues, type SubmitHandler, type UseFormReturn } from 'react-hook-form';
import stack from '#web/components/ui/Stack.module.css';

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
  /** The space between its parts: 20 px (fields), 32 px (sections). */
  spacing?: 2.5 | 4;
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
  children,
}: HookFormProps<T, C, O>) {
  return (
    <FormProvider {...form}>
      <form
        // Sent before the app takes the form over, or with JavaScript off, it goes to the page's
        // own address in the request's body: never a password in an address (docs/spec/decisions.md §16).
        method="post"
        id={id}
        ref={formRef}
        noValidate
        className={clsx(stack.stack, spacing === 4 ? stack.gap4 : stack.gap2_5)}
        onSubmit={form.handleSubmit(onValid, onInvalid)}
        onFocus={onFocus}
      >
        {children}
      </form>
    </FormProvider>
  );
}
