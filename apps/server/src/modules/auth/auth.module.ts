import type { FastifyInstance } from 'fastify';
import type { Config } from '#server/config';
import type { Database } from '#server/db/client';
import type { RateLimits } from '#server/lib/rate-limits';
import { loadSigningSecret } from '#server/lib/secrets';
import { authPlugin } from '#server/plugins/auth';
import type { I18nService } from '../i18n/i18n.service';
import type { Audit } from '../audit/audit.service';
import { createMailer } from '../mail/mail.service';
import { createMailTemplates } from '../mail/mail.templates';
import { createUsersRepository } from '../users/users.repository';
import { createMe } from '../me/me.service';
import { meRoutes } from '../me/me.routes';
import { createAuthRepository } from './auth.repository';
import { createAccessTokens } from './auth.tokens';
import { createAuthLimits } from './auth.limits';
import { createSessions } from './auth.sessions';
import { createEmailCodes } from './auth.email-codes';
import { createAccounts } from './auth.accounts';
import { createSignin } from './auth.signin';
import { createAccountGuesses } from './auth.guesses';
import { createCurrentPassword } from './auth.current-password';
import { authRoutes } from './auth.routes';
import { registerAuthPageForms } from './auth.page-forms';
import type { SiteRegistry } from '../site/site.registry';
import { createMfaRepository } from '../mfa/mfa.repository';
import { createMfaCrypto } from '../mfa/mfa.crypto';
import { createMfa, type Mfa } from '../mfa/mfa.service';
import { mfaRoutes } from '../mfa/mfa.routes';
import { createMfaChanges } from '../mfa/mfa.audit';
import { createMfaNotices } from '../mfa/mfa.notices';
import { createAuditedWrite } from '#server/lib/audited-write';
import type { ContentCache } from '#server/lib/content-cache';
import { createPasskeyRepository } from '../mfa/passkey.repository';
import { createPasskeys } from '../mfa/passkey.service';
import { passkeyRoutes } from '../mfa/passkey.routes';

declare module 'fastify' {
  interface FastifyInstance {
    /** Two-factor sign-in: the admin guard and step-up actions ask it (modules/mfa). */
    mfa: Mfa;
  }
}

/** Wires the accounts feature: the auth guard and two-factor for every later module, then /api/auth and /api/me. */
export async function registerAccounts(
  app: FastifyInstance,
  {
    config,
    database,
    limiter,
    i18n,
    clock,
    audit,
    cache,
    site,
  }: {
    config: Config;
    database: Database;
    limiter: RateLimits;
    i18n: I18nService;
    clock: { now: () => Date };
    audit: Audit;
    /** Emptied after a staff member's audited two-factor change, like after any audited write. */
    cache: ContentCache;
    /** The account pages' forms, answered when posted to their pages. */
    site: SiteRegistry;
  },
) {
  const db = database.db;
  const secret = loadSigningSecret(config.jwtSecret, config.dataDir);
  const users = createUsersRepository(db);
  const repo = createAuthRepository(db);
  const previous = config.jwtPreviousSecret ? new TextEncoder().encode(config.jwtPreviousSecret) : undefined;
  const tokens = createAccessTokens(secret, Date.now, previous);
  const limits = createAuthLimits(limiter);
  const mailer = createMailer(config, app.log);
  app.addHook('onClose', async () => mailer.close());
  const mails = createMailTemplates(i18n, config.timezone);
  const sessions = createSessions(db, repo, tokens, secret);
  const guesses = createAccountGuesses({
    users,
    repo,
    limits,
    mailer,
    mails,
    publicUrl: config.publicUrl,
    audit,
    log: app.log,
  });

  const currentPassword = createCurrentPassword({ limits, guesses, repo });
  const passkeyRepo = createPasskeyRepository(db);
  const changes = createMfaChanges(db, createAuditedWrite(db, audit, cache));
  const notify = createMfaNotices({ mailer, mails, publicUrl: config.publicUrl, clock, log: app.log });
  const mfa = createMfa({
    repo: createMfaRepository(db),
    passkeys: passkeyRepo,
    crypto: createMfaCrypto(secret),
    users,
    sessions,
    clock,
    staffMfa: config.staffMfa,
    issuer: new URL(config.publicUrl).host,
    changes,
    guesses,
    currentPassword,
    notify,
  });
  app.decorate('mfa', mfa);
  const passkeys = createPasskeys({
    repo: passkeyRepo,
    mfa,
    clock,
    publicUrl: config.publicUrl,
    changes,
    currentPassword,
    notify,
  });

  const accounts = createAccounts({ db, users, repo, limits });
  const signin = createSignin({ users, sessions, limits, guesses, mfa });
  const emailCodes = createEmailCodes({ repo, users, limits, mailer, mails, secret });
  registerAuthPageForms(site, {
    signin,
    mfa,
    accounts,
    emailCodes,
    sessions,
    limits,
    i18n,
    publicUrl: config.publicUrl,
    log: app.log,
  });

  await app.register(authPlugin, { tokens, users, auth: repo });
  await app.register(
    async (api) => {
      await api.register(authRoutes, {
        prefix: '/auth',
        limits,
        sessions,
        emailCodes,
        accounts,
        signin,
        mfa,
        passkeys,
      });
      await api.register(meRoutes, {
        prefix: '/me',
        me: createMe({ db, users, repo, limits, currentPassword, audit, mailer, mails, log: app.log }),
      });
      await api.register(mfaRoutes, { prefix: '/me/mfa', mfa });
      await api.register(passkeyRoutes, { prefix: '/me/mfa', passkeys });
    },
    { prefix: '/api' },
  );
  // Other modules mail through the same transport and templates (a failed release's author).
  return { mailer, mails };
}
