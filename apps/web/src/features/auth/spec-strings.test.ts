import { describe, expect, it } from 'vitest';
import auth from '@atrium/shared/locales/en/auth.json';
import errors from '@atrium/shared/locales/en/errors.json';
import validation from '@atrium/shared/locales/en/validation.json';
import { flatten } from '#web/test/test-i18n';

/** The member messages of the spec (docs/spec/product-spec.md §5, §8), word for word in English, wherever they live. */
describe('member account messages', () => {
  const en = [flatten(auth), flatten(errors), flatten(validation)].flatMap((strings) => Object.values(strings));
  it.each([
    'Please enter a valid email address',
    'Passwords do not match',
    'Invalid verification code',
    'Invalid phone number',
    'Phone number already registered',
    'Please enter your password',
    'Check the entered information',
    'Very weak',
    'Weak',
    'Medium',
    'Strong',
    'Do Later',
    "Don't Show for a Week",
  ])('"%s"', (message) => {
    expect(en.some((text) => text === message || text === `${message}.`)).toBe(true);
  });
});
