import { describe, expect, it } from 'vitest';
import { findIdFormSchema, signupFormSchema } from './account-forms';

const issues = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

const valid = {
  email: 'kim@example.com',
  verificationToken: 'x'.repeat(40),
  password: 'Secret!2025pass',
  passwordConfirm: 'Secret!2025pass',
  name: 'Kim',
  phoneNumber: '010-1234-5678',
  phoneRegion: 'KR',
  memberType: 'GENERAL',
  agreeService: true,
  agreePrivacy: true,
};

describe('sign-up form schema', () => {
  it('accepts a complete sign-up', () => {
    expect(signupFormSchema.safeParse(valid).success).toBe(true);
  });

  it('reports every problem at once, cross-field rules included', () => {
    const result = signupFormSchema.safeParse({
      ...valid,
      name: '',
      passwordConfirm: 'Other!2025pass',
      phoneNumber: '010-12',
      memberType: 'BLESSED_FAMILY',
      agreePrivacy: undefined,
    });
    expect(issues(result)).toEqual({
      name: 'REQUIRED',
      passwordConfirm: 'PASSWORD_MISMATCH',
      phoneNumber: 'INVALID_PHONE',
      churchAffiliation: 'REQUIRED',
      blessingGroup: 'REQUIRED',
      agreePrivacy: 'TERMS_REQUIRED',
    });
  });

  it('checks the phone number for its country', () => {
    const base = { name: 'Kim', phoneRegion: 'JP' };
    expect(findIdFormSchema.safeParse({ ...base, phoneNumber: '090-1234-5678' }).success).toBe(true);
    expect(issues(findIdFormSchema.safeParse({ ...base, phoneNumber: '010-0000' }))).toEqual({
      phoneNumber: 'INVALID_PHONE',
    });
  });
});
