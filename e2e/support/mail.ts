import fs from 'node:fs';
import path from 'node:path';
import { inject } from 'vitest';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** How long a mail may take to come: a server busy with a browser's requests on a busy machine sends it late. */
export const MAIL_WAIT_MS = 30_000;

function all(): Mail[] {
  const dir = inject('mailDir');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .sort()
    .map((f) => JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) as Mail);
}

/** The newest mail to `to` (matching `predicate`), waiting up to MAIL_WAIT_MS for it to arrive. */
export async function waitForMail(to: string, predicate: (m: Mail) => boolean = () => true): Promise<Mail> {
  const deadline = Date.now() + MAIL_WAIT_MS;
  for (;;) {
    const found = all()
      .reverse()
      .find((m) => m.to?.includes(to) && predicate(m));
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no mail to ${to}`);
    await new Promise((r) => setTimeout(r, 150));
  }
}

/** How many mails `to` has received so far (to wait for the next one). */
export const mailCount = (to: string) => all().filter((m) => m.to?.includes(to)).length;

export function codeIn(mail: Mail): string {
  const code = mail.text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no 6-digit code in: ${mail.text}`);
  return code;
}
