import fs from 'node:fs';
import path from 'node:path';
import { expect } from 'vitest';
import type { Language } from '@atrium/shared/languages';
import { emailVerifyResponseSchema, signinResponseSchema } from '@atrium/shared/api/auth';
import { baseURL, formTakenOver, type Page } from './support/browser';
import { codeIn, MAIL_WAIT_MS, mailCount, waitForMail, type Mail } from './support/mail';

/** Helpers of the accounts journeys: strings, unique members, API shortcuts, repeated UI steps. */

const locales = path.resolve(import.meta.dirname, '../packages/shared/locales');
const cache = new Map<string, Record<string, string>>();

function flatten(tree: unknown, prefix = '', out: Record<string, string> = {}): Record<string, string> {
  if (typeof tree === 'string') out[prefix] = tree;
  else if (tree && typeof tree === 'object')
    for (const [k, v] of Object.entries(tree)) flatten(v, prefix ? `${prefix}.${k}` : k, out);
  return out;
}

/** A UI string as the site shows it ('auth:verify.send'), so the tests follow the translations. */
export function text(lang: Language, key: string): string {
  const [ns = '', flat = ''] = key.split(':');
  const file = `${lang}/${ns}`;
  if (!cache.has(file)) {
    cache.set(file, flatten(JSON.parse(fs.readFileSync(path.join(locales, `${file}.json`), 'utf8'))));
  }
  const value = cache.get(file)?.[flat];
  if (value === undefined) throw new Error(`no string ${lang}:${key}`);
  return value;
}

let serial = 0;
export const uniqueEmail = () => `e2e-${process.pid}-${Date.now()}-${++serial}@example.com`;
/** A valid Korean mobile number no other test uses (010 and eight digits, the first not 0). */
export const uniquePhone = () => `010${10_000_000 + Math.floor(Math.random() * 89_999_999)}`;
/** What find-ID shows of an address: the first two characters, then at least three stars. */
export const masked = (email: string) => {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 2)}${'*'.repeat(Math.max(3, local.length - 2))}@${domain}`;
};

/** Each API shortcut comes from its own client address, so no per-address limit is shared with a browser. */
let apiClients = 0;
async function api(path: string, body: unknown, ip: string): Promise<Response> {
  return fetch(`${baseURL()}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip, 'accept-language': 'ko' },
    body: JSON.stringify(body),
  });
}
const nextApiIp = () => `172.20.${Math.floor(++apiClients / 250) % 250}.${(apiClients % 250) + 1}`;

/** The next mail to `to` after `before` were there (see mailCount). */
async function nextMail(to: string, before: number): Promise<Mail> {
  // A plain loop, not expect.poll: members are also created in beforeAll, outside any test.
  const deadline = Date.now() + MAIL_WAIT_MS;
  while (mailCount(to) <= before) {
    if (Date.now() > deadline) throw new Error(`no new mail to ${to}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return waitForMail(to);
}

export interface Member {
  email: string;
  password: string;
  name: string;
  phone: string;
}

/** A member signed up through the API (code from the captured mail), for the journeys that start signed up. */
export async function createMember(overrides: Partial<Member> = {}): Promise<Member> {
  const member: Member = {
    email: uniqueEmail(),
    password: 'Atrium!2025pass',
    name: `Member ${serial}`,
    phone: uniquePhone(),
    ...overrides,
  };
  const ip = nextApiIp();
  const before = mailCount(member.email);
  expect((await api('/auth/email/code', { email: member.email, purpose: 'signup' }, ip)).status).toBe(204);
  const code = codeIn(await nextMail(member.email, before));
  const verified = await api('/auth/email/verify', { email: member.email, purpose: 'signup', code }, ip);
  const { verificationToken } = emailVerifyResponseSchema.parse(await verified.json());
  const signup = await api(
    '/auth/signup',
    {
      email: member.email,
      password: member.password,
      name: member.name,
      phoneNumber: member.phone,
      phoneRegion: 'KR',
      memberType: 'PASTOR',
      churchAffiliation: 'Atrium Church',
      agreeService: true,
      agreePrivacy: true,
      verificationToken,
    },
    ip,
  );
  expect(signup.status).toBe(201);
  return member;
}

/** Signs in through the API (another device, as far as the server can tell). */
export async function apiSignIn(member: Member): Promise<{ accessToken: string; refreshToken: string }> {
  const response = await api('/auth/signin', { email: member.email, password: member.password }, nextApiIp());
  expect(response.status).toBe(200);
  return signinResponseSchema.parse(await response.json());
}

export const storage = (page: Page, key: string) => page.evaluate((k) => localStorage.getItem(k), key);
export const pathOf = (page: Page) => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
};

/** Fills the sign-in form on the current page and sends it. */
export async function submitSignIn(page: Page, lang: Language, email: string, password: string) {
  await page.locator('input[name="email"]:not([type="hidden"])').fill(email);
  await page.locator('input[name="password"]').fill(password);
  await page.getByRole('button', { name: text(lang, 'auth:signin.submit'), exact: true }).click();
}

/** The e-mail verification of sign-up, reset and unlock: send, read the mail, enter the code. */
export async function verifyEmail(page: Page, lang: Language, email: string) {
  const emailInput = page.locator('input[name="email"]:not([type="hidden"])');
  // The app's verification (its countdown, its answers in place), not the server's post.
  await formTakenOver(page, 'input[name="email"]:not([type="hidden"])');
  if ((await emailInput.inputValue()) !== email) await emailInput.fill(email);
  const before = mailCount(email);
  await page.getByRole('button', { name: text(lang, 'auth:verify.send'), exact: true }).click();
  const cooldown = page.getByText(text(lang, 'errors:EMAIL_CODE_COOLDOWN'));
  await expect
    .poll(async () => mailCount(email) > before || (await cooldown.isVisible()), { timeout: MAIL_WAIT_MS })
    .toBe(true);
  if (mailCount(email) === before) {
    // A code went to this address less than 30 s ago (its sign-up through the API): the page
    // counts the wait down, then offers to send again.
    await page.getByRole('button', { name: text(lang, 'auth:verify.resend'), exact: true }).click({ timeout: 35_000 });
  }
  const code = codeIn(await nextMail(email, before));
  // The 30-second wait before another code is counted down on the (disabled) button.
  const escape = (part: string) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const [head = '', tail = ''] = text(lang, 'auth:verify.resendIn').split('{{seconds}}').map(escape);
  const countdown = page.getByRole('button', { name: new RegExp(`^${head}\\d+${tail}$`) });
  expect(await countdown.isDisabled()).toBe(true);
  await page.locator('input[name="code"]').fill(code);
  await page.getByRole('button', { name: text(lang, 'auth:verify.verify'), exact: true }).click();
  // Verified: the address is locked.
  await expect.poll(() => emailInput.getAttribute('readonly')).not.toBeNull();
}

/** Fills a new password and its confirmation. */
export async function fillNewPassword(page: Page, field: 'password' | 'newPassword', password: string) {
  await page.locator(`input[name="${field}"]`).fill(password);
  await page.locator('input[name="passwordConfirm"]').fill(password);
}
