import { beforeAll, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { pageFormKey, type SignUpFormState } from '@atrium/shared/api/page-forms';
import { renderApp } from '#web/test/render-app';

const PAGE_LOAD = { timeout: 5000 };
beforeAll(() => import('./SignUpPage'), 30_000);

const open = (state: SignUpFormState) => {
  window.scrollTo = vi.fn();
  return renderApp('/en/signup', { queries: [{ key: pageFormKey('signup'), data: state }] });
};

/** Issue 43, item 5: a sign-up the server answered, posted without the app. */
describe('the sign-up page answering a posted form', () => {
  it('keeps the details and the proof through a refusal, and shows it on the fields', async () => {
    await open({
      email: 'new@example.com',
      verificationToken: 'proof-2',
      details: {
        name: 'Kim',
        phoneNumber: '01012345678',
        phoneRegion: 'KR',
        memberType: 'PASTOR',
        churchAffiliation: '',
        blessingGroup: '',
        agreeService: true,
        agreePrivacy: false,
      },
      detailsError: { status: 400, code: 'VALIDATION_FAILED', message: '', fields: { churchAffiliation: 'REQUIRED' } },
    });
    const name = await screen.findByLabelText<HTMLInputElement>(/^Name/, undefined, PAGE_LOAD);
    expect(name.value).toBe('Kim');
    const form = name.closest('form');
    expect(form?.getAttribute('method')).toBe('post');
    expect(form?.querySelector<HTMLInputElement>('input[name="verificationToken"]')?.value).toBe('proof-2');
    expect(screen.getByText('This field is required.')).toBeTruthy();
    expect(screen.getAllByText('E-mail verified').length).toBeGreaterThan(0);
  });

  it('says that staying signed in needs JavaScript where the page could not keep the session', async () => {
    await open({ email: 'new@example.com', signedIn: true });
    expect(await screen.findByText('You are signed in', undefined, PAGE_LOAD)).toBeTruthy();
  });
});
