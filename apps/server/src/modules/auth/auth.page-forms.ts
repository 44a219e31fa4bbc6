import type { z } from 'zod';
import { findIdRequestSchema, signinRequestSchema, type SigninResponse } from '@atrium/shared/api/auth';
import { mfaSigninRequestSchema, type MfaChallenge } from '@atrium/shared/api/mfa';
import {
  sessionStorageEntries,
  type FindIdFormState,
  type PageFormError,
  type SignInFormState,
} from '@atrium/shared/api/page-forms';
import type { Language } from '@atrium/shared/languages';
import { safeReturnTo } from '@atrium/shared/return-to';
import { href } from '@atrium/shared/routes';
import { firstUnstorableText } from '@atrium/shared/text';
import { appError } from '#server/lib/app-error';
import { errorBodyOf, fieldsOfIssues, toAppError } from '#server/lib/error-body';
import type { Log } from '#server/lib/logger';
import type { I18nService } from '../i18n/i18n.service';
import type { PageFormHandler, PageFormRequest, SiteRegistry } from '../site/site.registry';
import type { Accounts } from './auth.accounts';
import type { AuthLimits } from './auth.limits';
import type { Signin } from './auth.signin';
import type { Mfa } from '../mfa/mfa.service';

interface Deps {
  signin: Signin;
  mfa: Pick<Mfa, 'completeSignin'>;
  accounts: Pick<Accounts, 'findId'>;
  limits: Pick<AuthLimits, 'guardRequest'>;
  i18n: I18nService;
  publicUrl: string;
  log: Log;
}

/**
 * The account forms as the server answers them when they are posted to their pages (before the
 * app took them over, or with JavaScript off: docs/spec/decisions.md §16), through the same
 * services, rules, limits and counters as /api/auth. The page is rendered again with the outcome;
 * nothing typed in a password field is ever sent back.
 */
export function registerAuthPageForms(site: SiteRegistry, deps: Deps): void {
  const { signin, mfa, accounts, limits, i18n, publicUrl, log } = deps;
  const origin = new URL(publicUrl).origin;

  /** The fields a schema reads, checked as the API checks a body. */
  function parse<S extends z.ZodType>(schema: S, fields: Record<string, string>): z.output<S> {
    const unstorable = firstUnstorableText(fields);
    if (unstorable !== null) throw appError('VALIDATION_FAILED', { fields: { [unstorable]: 'INVALID_TEXT' } });
    const parsed = schema.safeParse(fields);
    if (!parsed.success) throw appError('VALIDATION_FAILED', { fields: fieldsOfIssues(parsed.error.issues) });
    return parsed.data;
  }

  /** A refusal as the API would have answered it; a failure on our side is logged, and shown in words. */
  function refusal(err: unknown, lang: Language): PageFormError {
    const appErr = toAppError(err as Parameters<typeof toAppError>[0]);
    if (appErr.status >= 500) log.error({ err }, 'a posted account form failed');
    return { status: appErr.status, ...errorBodyOf(appErr, lang, i18n) };
  }

  const signinForm: PageFormHandler = async ({ fields, query, lang, ip, userAgent }: PageFormRequest) => {
    const email = fields.email ?? '';
    const inCodeStep = fields.mfaToken !== undefined;
    const client = { ip, userAgent };
    let outcome: SigninResponse | MfaChallenge;
    try {
      await limits.guardRequest(ip);
      if (inCodeStep) {
        const input = parse(mfaSigninRequestSchema, fields);
        outcome = await mfa.completeSignin(input.mfaToken, input.code, client);
      } else {
        const input = parse(signinRequestSchema, fields);
        outcome = await signin(input.email, input.password, client, lang);
      }
    } catch (err) {
      const error = refusal(err, lang);
      // A wrong code keeps the code step (its token lives until the fifth); an ended one, or a
      // locked account, goes back to the password's.
      const mfaStep: MfaChallenge | undefined =
        inCodeStep && error.code !== 'MFA_CHALLENGE_ENDED' && error.code !== 'ACCOUNT_LOCKED'
          ? { mfaRequired: true, mfaToken: fields.mfaToken ?? '', methods: ['totp'] }
          : undefined;
      return { status: error.status, state: { email, error, mfa: mfaStep } satisfies SignInFormState };
    }
    if ('mfaRequired' in outcome) return { status: 200, state: { email, mfa: outcome } satisfies SignInFormState };
    const next = safeReturnTo(`?${query.toString()}`, origin) ?? href(lang, 'home');
    return {
      status: 200,
      state: { email, signedIn: true } satisfies SignInFormState,
      session: { entries: sessionStorageEntries(outcome), next },
    };
  };

  const findIdForm: PageFormHandler = async ({ fields, lang, ip }: PageFormRequest) => {
    const typed = {
      name: fields.name ?? '',
      phoneNumber: fields.phoneNumber ?? '',
      phoneRegion: fields.phoneRegion ?? 'KR',
    };
    try {
      await limits.guardRequest(ip);
      const input = parse(findIdRequestSchema, fields);
      const emails = await accounts.findId(input.name, input.phoneNumber, input.phoneRegion);
      return { status: 200, state: { ...typed, emails } satisfies FindIdFormState };
    } catch (err) {
      const error = refusal(err, lang);
      return { status: error.status, state: { ...typed, error } satisfies FindIdFormState };
    }
  };

  site.addForm('signin', signinForm);
  site.addForm('searchId', findIdForm);
}
