import type { z } from 'zod';
import {
  emailCodeRequestSchema,
  emailVerifyRequestSchema,
  signinRequestSchema,
  type EmailPurpose,
  type SigninResponse,
} from '@atrium/shared/api/auth';
import { findIdFormSchema, newPasswordFormSchema, signupFormSchema } from '@atrium/shared/api/account-forms';
import { mfaSigninRequestSchema, type MfaChallenge } from '@atrium/shared/api/mfa';
import {
  sessionStorageEntries,
  type EmailStepState,
  type FindIdFormState,
  type PageFormError,
  type RecoveryFormState,
  type SignInFormState,
  type SignUpDetails,
  type SignUpFormState,
} from '@atrium/shared/api/page-forms';
import type { Language } from '@atrium/shared/languages';
import { safeReturnTo } from '@atrium/shared/return-to';
import { href } from '@atrium/shared/routes';
import { firstUnstorableText } from '@atrium/shared/text';
import { appError } from '#server/lib/app-error';
import { errorBodyOf, fieldsOfIssues, toAppError } from '#server/lib/error-body';
import type { Log } from '#server/lib/logger';
import type { I18nService } from '../i18n/i18n.service';
import type { PageFormAnswer, PageFormHandler, PageFormRequest, SiteRegistry } from '../site/site.registry';
import type { Accounts } from './auth.accounts';
import type { EmailCodes } from './auth.email-codes';
import type { AuthLimits } from './auth.limits';
import { EMAIL_CODE_COOLDOWN_SECONDS } from '@atrium/shared/limits';
import type { Sessions } from './auth.sessions';
import type { Signin } from './auth.signin';
import type { Mfa } from '../mfa/mfa.service';

interface Deps {
  signin: Signin;
  mfa: Pick<Mfa, 'completeSignin'>;
  accounts: Accounts;
  emailCodes: EmailCodes;
  sessions: Pick<Sessions, 'start'>;
  limits: Pick<AuthLimits, 'guardRequest'>;
  i18n: I18nService;
  publicUrl: string;
  log: Log;
}

/**
 * The account forms as the server answers them when they are posted to their pages (before the
 * app took them over, or with JavaScript off: docs/spec/decisions.md §16), through the same
 * services, rules, limits and counters as /api/auth, and the forms' own schemas. The page is
 * rendered again with the outcome; nothing typed in a password field is ever sent back.
 */
export function registerAuthPageForms(site: SiteRegistry, deps: Deps): void {
  const { signin, mfa, accounts, emailCodes, sessions, limits, i18n, publicUrl, log } = deps;
  const origin = new URL(publicUrl).origin;

  /** The fields a schema reads, checked as the API checks a body. */
  function parse<S extends z.ZodType>(schema: S, fields: Record<string, unknown>): z.output<S> {
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

  /** Signed in (or up): the page keeps the session in browser storage and goes on to `next`. */
  const signedIn = (session: SigninResponse, next: string): Pick<PageFormAnswer, 'session'> => ({
    session: { entries: sessionStorageEntries(session), next },
  });

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
    return { status: 200, state: { email, signedIn: true } satisfies SignInFormState, ...signedIn(outcome, next) };
  };

  const findIdForm: PageFormHandler = async ({ fields, lang, ip }: PageFormRequest) => {
    const typed = {
      name: fields.name ?? '',
      phoneNumber: fields.phoneNumber ?? '',
      phoneRegion: fields.phoneRegion ?? 'KR',
    };
    try {
      await limits.guardRequest(ip);
      const input = parse(findIdFormSchema, fields);
      const emails = await accounts.findId(input.name, input.phoneNumber, input.phoneRegion);
      return { status: 200, state: { ...typed, emails } satisfies FindIdFormState };
    } catch (err) {
      const error = refusal(err, lang);
      return { status: error.status, state: { ...typed, error } satisfies FindIdFormState };
    }
  };

  /**
   * The verification's two forms (the address, then its code), as /auth/email/code and
   * /auth/email/verify answer them: the code's form has `code`, the address's not.
   */
  async function emailStep(purpose: EmailPurpose, { fields, lang, ip }: PageFormRequest): Promise<PageFormAnswer> {
    const email = fields.email ?? '';
    if (fields.code !== undefined) {
      try {
        await limits.guardRequest(ip);
        const input = parse(emailVerifyRequestSchema, { email, purpose, code: fields.code });
        const verificationToken = await emailCodes.verify(input.email, purpose, input.code);
        return { status: 200, state: { email: input.email, verificationToken } satisfies EmailStepState };
      } catch (err) {
        const error = refusal(err, lang);
        return {
          status: error.status,
          state: { email, sent: true, error: { ...error, at: 'code' } } satisfies EmailStepState,
        };
      }
    }
    try {
      await limits.guardRequest(ip);
      const input = parse(emailCodeRequestSchema, { email, purpose });
      await emailCodes.send(input.email, purpose, lang);
      return {
        status: 200,
        state: {
          email: input.email,
          sent: true,
          resendInSeconds: EMAIL_CODE_COOLDOWN_SECONDS,
        } satisfies EmailStepState,
      };
    } catch (err) {
      const error = refusal(err, lang);
      // A code sent moments ago is still good: its form shows, with the wait in words.
      const sent = error.code === 'EMAIL_CODE_COOLDOWN' ? true : undefined;
      return {
        status: error.status,
        state: { email, sent, error: { ...error, at: 'email' } } satisfies EmailStepState,
      };
    }
  }

  /** Reset and unlock: the verification, then the new password (its form has `newPassword`). */
  const recoveryForm =
    (purpose: 'reset' | 'unlock'): PageFormHandler =>
    async (request) => {
      const { fields, lang, ip } = request;
      if (fields.newPassword === undefined) return emailStep(purpose, request);
      const email = fields.email ?? '';
      const verificationToken = fields.verificationToken ?? '';
      try {
        await limits.guardRequest(ip);
        const { newPassword } = parse(newPasswordFormSchema, fields);
        const setPassword = purpose === 'reset' ? accounts.resetPassword : accounts.unlock;
        await setPassword(email, verificationToken, newPassword, ip);
        return { status: 200, state: { email, done: true } satisfies RecoveryFormState };
      } catch (err) {
        const error = refusal(err, lang);
        // The proof was used or has expired: the address is verified again.
        if (error.code === 'EMAIL_NOT_VERIFIED') {
          return {
            status: error.status,
            state: { email, error: { ...error, at: 'email' } } satisfies RecoveryFormState,
          };
        }
        const state: RecoveryFormState = { email, verificationToken, passwordError: error };
        return { status: error.status, state };
      }
    };

  /** What the sign-up form posted besides the password (its checkboxes post only when ticked). */
  const detailsOf = (fields: Record<string, string>): SignUpDetails => ({
    name: fields.name ?? '',
    phoneNumber: fields.phoneNumber ?? '',
    phoneRegion: fields.phoneRegion ?? 'KR',
    memberType: fields.memberType ?? '',
    churchAffiliation: fields.churchAffiliation ?? '',
    blessingGroup: fields.blessingGroup ?? '',
    agreeService: fields.agreeService !== undefined,
    agreePrivacy: fields.agreePrivacy !== undefined,
  });

  /** Sign-up: the verification, then the details and password (its form has `password`); signed in. */
  const signupForm: PageFormHandler = async (request) => {
    const { fields, lang, ip, userAgent } = request;
    if (fields.password === undefined) return emailStep('signup', request);
    const email = fields.email ?? '';
    const verificationToken = fields.verificationToken ?? '';
    const details = detailsOf(fields);
    try {
      await limits.guardRequest(ip);
      const { passwordConfirm: _confirm, ...body } = parse(signupFormSchema, {
        ...fields,
        ...details,
        memberType: fields.memberType || undefined,
        churchAffiliation: fields.churchAffiliation || undefined,
        blessingGroup: fields.blessingGroup || undefined,
      });
      const user = await accounts.signup(body, lang, ip);
      const tokens = await sessions.start(user.id, { ip, userAgent });
      const session: SigninResponse = { ...tokens, username: user.name, role: user.role, pwdChange: false };
      const state: SignUpFormState = { email, signedIn: true };
      return { status: 200, state, ...signedIn(session, `${href(lang, 'my')}?welcome=1`) };
    } catch (err) {
      const error = refusal(err, lang);
      // The address taken, or its proof used, expired or missing: it is verified again.
      const proofRefused =
        error.code === 'EMAIL_ALREADY_REGISTERED' ||
        error.code === 'EMAIL_NOT_VERIFIED' ||
        Boolean(error.fields?.email || error.fields?.verificationToken);
      const state: SignUpFormState = proofRefused
        ? {
            email,
            details,
            detailsError: error.code === 'VALIDATION_FAILED' ? error : undefined,
            error: { ...refusalOfProof(error, lang), at: 'email' },
          }
        : { email, verificationToken, details, detailsError: error };
      return { status: error.status, state };
    }
  };

  /** A refused proof, in the words the verification shows. */
  const refusalOfProof = (error: PageFormError, lang: Language): PageFormError =>
    error.code === 'EMAIL_ALREADY_REGISTERED' || error.code === 'EMAIL_NOT_VERIFIED'
      ? error
      : { status: 400, ...errorBodyOf(appError('EMAIL_NOT_VERIFIED'), lang, i18n) };

  site.addForm('signin', signinForm);
  site.addForm('searchId', findIdForm);
  site.addForm('signup', signupForm);
  site.addForm('resetPassword', recoveryForm('reset'));
  site.addForm('unlock', recoveryForm('unlock'));
}
