import type { Language } from '@atrium/shared/languages';
import type { EmailPurpose } from '@atrium/shared/api/auth';
import { EMAIL_CODE_TTL_SECONDS, MAX_FAILED_LOGINS, MAX_FAILED_MFA_CODES } from '@atrium/shared/limits';
import { formatDateText } from '@atrium/shared/date-text';
import { dateTimeFormat } from '@atrium/shared/intl-formats';
import { escapeHtml } from '#server/lib/html';
import type { I18nService } from '../i18n/i18n.service';
import type { GuessKind } from '../users/users.repository';
import type { MailMessage } from './mail.service';
import { codeMail } from './mail.code-layout';

/** Plain text and HTML from the same paragraphs, so both parts always say the same. */
function compose(to: string, subject: string, paragraphs: string[], link?: string): MailMessage {
  const text = [...paragraphs, ...(link ? [link] : [])].join('\n\n');
  const html = `<!doctype html><html><body style="font-family:sans-serif;line-height:1.6;color:#222">${paragraphs
    .map((p) => `<p>${escapeHtml(p)}</p>`)
    .join('')}${link ? `<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>` : ''}</body></html>`;
  return { to, subject, text, html };
}

/** A change to a member's two-factor sign-in that its owner is told of. */
export type MfaChange = 'mfaEnabled' | 'mfaDisabled' | 'recoveryCodes' | 'passkeyAdded' | 'passkeyRemoved';

/** What a failed release's mail says: the release, when, the item that stopped it and why. */
export interface ReleaseFailedMail {
  title: string;
  at: Date;
  item: { type: string; title: string };
  code: string;
  fields?: Record<string, string>;
}

/**
 * The mails of the accounts module, in the member's language (staff-editable `mail` strings);
 * times in the venue's time zone, named, as the reader may be elsewhere.
 */
export function createMailTemplates(i18n: I18nService, timeZone: string) {
  const t = (lang: Language, key: string, vars: Record<string, string | number> = {}) =>
    i18n.format(lang, 'mail', key, vars);
  const timeText = (lang: Language, at: Date) =>
    formatDateText(
      dateTimeFormat(lang, {
        timeZone,
        year: 'numeric',
        month: 'long',
        day: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
        timeZoneName: 'short',
      }),
      at,
    );
  return {
    /** The e-mail code, in the venue's look (mail.code-layout.ts), with its text alternative. */
    code(lang: Language, to: string, purpose: EmailPurpose, code: string): MailMessage {
      const subject = t(lang, `code.subject.${purpose}`);
      const parts = codeMail({
        lang,
        subject,
        venue: i18n.text(lang, 'common', 'siteName'),
        greeting: t(lang, 'greeting'),
        intro: t(lang, `code.intro.${purpose}`),
        label: t(lang, 'code.label'),
        code,
        expires: t(lang, 'code.expires', { minutes: EMAIL_CODE_TTL_SECONDS / 60 }),
        ignore: t(lang, 'code.ignore'),
        signature: t(lang, 'signature'),
      });
      return { to, subject, ...parts };
    },
    /** The lock, by wrong passwords or by wrong second-factor codes. */
    locked(lang: Language, to: string, name: string, unlockUrl: string, kind: GuessKind): MailMessage {
      const [cause, count] =
        kind === 'password' ? ['locked', MAX_FAILED_LOGINS + 1] : ['locked.byCodes', MAX_FAILED_MFA_CODES + 1];
      return compose(
        to,
        t(lang, 'locked.subject'),
        [
          t(lang, `${cause}.body`, { name, count }),
          t(lang, 'locked.action'),
          t(lang, `${cause}.notYou`),
          t(lang, 'signature'),
        ],
        unlockUrl,
      );
    },
    /** What changed in the two-factor sign-in and when, and what to do if it was not the owner. */
    mfaChanged(lang: Language, to: string, name: string, change: MfaChange, at: Date, myUrl: string): MailMessage {
      return compose(
        to,
        t(lang, `mfaChange.${change}.subject`),
        [
          t(lang, `mfaChange.${change}.body`, { name, time: timeText(lang, at) }),
          t(lang, 'mfaChange.notYou'),
          t(lang, 'signature'),
        ],
        myUrl,
      );
    },
    /**
     * A release that did not go live (docs/spec/decisions.md §15), to its author: which item
     * stopped it and why, field by field, and that nothing of it went live; the link opens the
     * release's page in the admin, where it is fixed and published again.
     */
    releaseFailed(lang: Language, to: string, failed: ReleaseFailedMail, releaseUrl: string): MailMessage {
      const { title, at, item, code, fields = {} } = failed;
      return compose(
        to,
        t(lang, 'releaseFailed.subject', { title }),
        [
          t(lang, 'greeting'),
          t(lang, 'releaseFailed.body', { title, time: timeText(lang, at) }),
          t(lang, 'releaseFailed.item', {
            type: i18n.text(lang, 'admin', `content.types.${item.type}`),
            item: item.title,
          }),
          t(lang, 'releaseFailed.reason', { reason: i18n.text(lang, 'errors', code) }),
          ...Object.entries(fields).map(([field, problem]) =>
            t(lang, 'releaseFailed.field', { field, problem: i18n.text(lang, 'validation', problem) }),
          ),
          t(lang, 'releaseFailed.action'),
          t(lang, 'signature'),
        ],
        releaseUrl,
      );
    },
    accountDeleted(lang: Language, to: string, name: string): MailMessage {
      return compose(to, t(lang, 'deleted.subject'), [
        t(lang, 'deleted.body', { name }),
        t(lang, 'deleted.kept'),
        t(lang, 'deleted.notYou'),
        t(lang, 'signature'),
      ]);
    },
  };
}
export type MailTemplates = ReturnType<typeof createMailTemplates>;
