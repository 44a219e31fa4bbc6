import { describe, expect, it } from 'vitest';
import { passwordSchema } from './password';
import { meetsPasswordRule, passwordStrength } from './password-rule';

describe('password rule', () => {
  it('needs 10+ characters with letters, digits and one of !@#$%^&*', () => {
    expect(meetsPasswordRule('abcdefg12!')).toBe(true);
    expect(meetsPasswordRule('abcdefg1!')).toBe(false);
    expect(meetsPasswordRule('abcdefghij!')).toBe(false);
    expect(meetsPasswordRule('1234567890!')).toBe(false);
    expect(meetsPasswordRule('abcdefg123')).toBe(false);
    expect(meetsPasswordRule(`a1!${'x'.repeat(126)}`)).toBe(false);
  });

  it('reports field codes', () => {
    const code = (p: string) => passwordSchema.safeParse(p).error?.issues[0]?.message;
    expect(code('')).toBe('REQUIRED');
    expect(code('short1!')).toBe('PASSWORD_TOO_SHORT');
    expect(code('longenoughbutplain')).toBe('PASSWORD_RULE');
    expect(code('Good!Passw0rd')).toBeUndefined();
  });

  it('rates strength from very weak to strong', () => {
    expect(passwordStrength('abc')).toBe('veryWeak');
    expect(passwordStrength('abcdef12')).toBe('weak');
    expect(passwordStrength('abcdefg12!')).toBe('medium');
    expect(passwordStrength('Abcdefg12!xyzW')).toBe('strong');
  });
});
