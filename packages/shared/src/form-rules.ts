import { z } from 'zod';
import { MEMBER_TYPES, needsBlessingGroup, needsChurch } from './member-types';
import { normalizePhone } from './phone';

/**
 * Rules the forms add to the shared request schemas (the browser's, and the server's for a form
 * posted without the app). zod runs an object's refinements only
 * once every field is valid; these run regardless (`when`), so a form shows all of its problems
 * at the first submit instead of revealing them one round at a time. They must therefore cope
 * with values that failed their own field check.
 */
export const ALWAYS = { when: () => true } as const;

type Values = { [field: string]: unknown };

/** The confirmation field of every new-password form. */
const passwordConfirmSchema = z.string({ error: 'REQUIRED' }).min(1, { error: 'REQUIRED' });

/** 'Passwords do not match': the confirmation must repeat `field`. */
const passwordsMatch =
  (field: 'password' | 'newPassword') =>
  (value: Values, ctx: z.RefinementCtx): void => {
    const confirm = value.passwordConfirm;
    if (typeof confirm === 'string' && confirm !== '' && confirm !== value[field]) {
      ctx.addIssue({ code: 'custom', path: ['passwordConfirm'], message: 'PASSWORD_MISMATCH' });
    }
  };

/** A request schema with the confirmation of its new password `field`, as every new-password form asks. */
export const withPasswordConfirm = <Shape extends z.ZodRawShape>(
  schema: z.ZodObject<Shape>,
  field: 'password' | 'newPassword',
) => schema.extend({ passwordConfirm: passwordConfirmSchema }).superRefine(passwordsMatch(field), ALWAYS);

/** The phone number must be a real one for its region, as the server checks with the same function. */
export function validPhone(value: Values, ctx: z.RefinementCtx): void {
  const { phoneNumber, phoneRegion } = value;
  if (typeof phoneNumber !== 'string' || phoneNumber.trim() === '') return;
  if (!normalizePhone(phoneNumber, typeof phoneRegion === 'string' ? phoneRegion : undefined)) {
    ctx.addIssue({ code: 'custom', path: ['phoneNumber'], message: 'INVALID_PHONE' });
  }
}

const isBlank = (text: unknown) => typeof text !== 'string' || text.trim() === '';

/**
 * Church affiliation for all but GENERAL, blessing group for BLESSED_FAMILY: the shared rule
 * (needsChurch / needsBlessingGroup), reported alongside the other fields' errors.
 */
function memberTypeFields(value: Values, ctx: z.RefinementCtx): void {
  const type = MEMBER_TYPES.find((t) => t === value.memberType);
  if (!type) return;
  if (needsChurch(type) && isBlank(value.churchAffiliation)) {
    ctx.addIssue({ code: 'custom', path: ['churchAffiliation'], message: 'REQUIRED' });
  }
  if (needsBlessingGroup(type) && isBlank(value.blessingGroup)) {
    ctx.addIssue({ code: 'custom', path: ['blessingGroup'], message: 'REQUIRED' });
  }
}

/** The member details' rules (phone for its region, member type's fields), on a schema that has those fields. */
export const withMemberRules = <Schema extends z.ZodType<Values>>(schema: Schema) =>
  schema.superRefine(validPhone, ALWAYS).superRefine(memberTypeFields, ALWAYS);
