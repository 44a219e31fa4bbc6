import { describe, expect, it } from 'vitest';
import { softAuthenticator } from '#server/test/soft-authenticator';
import type { TestMember } from '#server/test/members';
import { enrolTotp, signedInMember, twoFactorSuite } from '#server/test/two-factor';

/** Every change to an account's two-factor sign-in is mailed to its owner (issue 43, item 9). */
describe('two-factor changes told to the owner', () => {
  const s = twoFactorSuite({ STAFF_MFA: 'required' });

  const mailsTo = (member: TestMember) => s.smtp.mails.filter((m) => m.to.includes(member.email));

  it('mails enrolment, new recovery codes, a passkey added and removed, and removal, each as it happens', async () => {
    // A staff account un-enrolled: whoever has its password can enrol (STAFF_MFA=required asks them to).
    const { member, client } = await signedInMember(s.app, { role: 'MANAGER', name: 'Jun Seo' });
    const { secret } = await enrolTotp(client, s.clock);
    s.clock.tick();
    expect((await client.post('/api/me/mfa/recovery-codes', { code: s.clock.codeFor(secret) })).statusCode).toBe(200);
    const authenticator = softAuthenticator('https://atrium.test');
    const options = (await client.post('/api/me/mfa/passkeys/options')).json();
    const { id } = (
      await client.post('/api/me/mfa/passkeys', { name: 'Key', response: authenticator.create(options) })
    ).json();
    s.clock.tick();
    const passkeyGone = await client.del(`/api/me/mfa/passkeys/${id}`, {
      password: member.password,
      code: s.clock.codeFor(secret),
    });
    expect(passkeyGone.statusCode).toBe(204);
    s.clock.tick();
    const off = await client.del('/api/me/mfa', { password: member.password, code: s.clock.codeFor(secret) });
    expect(off.statusCode).toBe(204);

    const mails = mailsTo(member);
    expect(mails.map((m) => m.subject)).toEqual([
      '[Atrium Memorial] Two-factor sign-in was turned on',
      '[Atrium Memorial] New recovery codes were made',
      '[Atrium Memorial] A passkey was added',
      '[Atrium Memorial] A passkey was removed',
      '[Atrium Memorial] Two-factor sign-in was turned off',
    ]);
    for (const mail of mails) {
      // When, in the venue's time, and what to do if it was not the owner: the way to My Info.
      expect(mail.text).toMatch(/^Jun Seo, .* on November 26, 2026 at \d{1,2}:\d{2}\s?[AP]M GMT\+9/);
      expect(mail.text).toContain('change your password');
      expect(mail.text).toContain('https://atrium.test/en/my');
    }
  });

  it('writes in the member’s language', async () => {
    const { member, client } = await signedInMember(s.app, { name: '김하나' });
    // The language of the last sign-in is the member's.
    await client.with({ lang: 'ko' }).post('/api/auth/signin', { email: member.email, password: member.password });
    await enrolTotp(client, s.clock);
    const mail = await s.smtp.waitFor(member.email);
    expect(mail.subject).toBe('[아트리움 기념관] 2단계 인증이 켜졌습니다');
    expect(mail.text).toMatch(/^김하나님, 2026년 11월 26일 .*에 계정의 2단계 인증이 켜졌습니다/);
    expect(mail.text).toContain('https://atrium.test/ko/my');
  });
});
