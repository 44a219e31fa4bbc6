import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { errorMessageKey } from '#web/components/errors/api-error-message';
import { applyServerFieldErrors } from '#web/components/forms/server-field-errors';
import { useFocusFirstInvalid } from '#web/components/forms/use-focus-first-invalid';

/** What a removal confirmed by the password and a code asks for. */
export interface StepUpValues {
  password: string;
  code: string;
}

/**
 * The form of a removal confirmed by the password and a code, for StepUpRemoveDialog: `attempt`
 * runs a removal and shows the server's refusal at its field, or above the buttons.
 */
export function useStepUpRemoveForm(schema: z.ZodType<StepUpValues, StepUpValues>) {
  const [problem, setProblem] = useState<string | null>(null);
  const { ref, focusFirstInvalid } = useFocusFirstInvalid<HTMLFormElement>();
  const form = useForm<StepUpValues>({ resolver: zodResolver(schema), defaultValues: { password: '', code: '' } });

  const attempt = async (remove: () => Promise<void>, fields: readonly (keyof StepUpValues)[]) => {
    setProblem(null);
    try {
      await remove();
    } catch (error) {
      if (!applyServerFieldErrors(error, form.setError, fields)) setProblem(errorMessageKey(error));
      focusFirstInvalid();
    }
  };

  return { form, problem, setProblem, formRef: ref, focusFirstInvalid, attempt };
}

export type StepUpRemoveForm = ReturnType<typeof useStepUpRemoveForm>;
