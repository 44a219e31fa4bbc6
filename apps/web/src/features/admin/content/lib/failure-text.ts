import { useTranslation } from '#web/lib/i18n/react';
import type { ContentType } from '@atrium/shared/content/define';
import { contentType } from '@atrium/shared/content/registry';
import { ERROR_CODES, FIELD_CODES } from '@atrium/shared/errors';
import { pathLabel } from '@atrium/shared/content/field-labels';

/** Why a publish did not happen, as the server recorded it (a release's failure, a schedule's failure). */
interface Failure {
  type: string;
  code: string;
  fields?: Record<string, string>;
}

export interface FailureText {
  /** The reason in the admin's words ('Check the entered information.'). */
  reason: string;
  /** Each field to fix: 'Title (English): This field is required.' */
  fields: string[];
}

const isIn = (codes: readonly string[], code: string) => codes.includes(code);

/**
 * A failure in the admin's language: the error code's message (errors:VALIDATION_FAILED…), or a
 * field code's (validation:REQUIRED), else the generic "try again later"; its fields by their labels
 * (those of `declaration` when the caller has the type's declaration at hand, else the registry's).
 */
export function useFailureText(): (failure: Failure, declaration?: ContentType) => FailureText {
  const { t } = useTranslation();
  const codeText = (code: string) =>
    isIn(ERROR_CODES, code)
      ? t(`errors:${code}`)
      : isIn(FIELD_CODES, code)
        ? t(`validation:${code}`)
        : t('errorTryLater');
  return (failure, declaration) => {
    const type = declaration ?? contentType(failure.type);
    const fields = Object.entries(failure.fields ?? {}).map(
      ([path, code]) => `${type ? pathLabel(type, path, t) : path}: ${codeText(code)}`,
    );
    return { reason: codeText(failure.code), fields };
  };
}
