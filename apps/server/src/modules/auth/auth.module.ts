import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { Limiter } from '../../lib/limiter';
import { loadSigningSecret } from '../../lib/secrets';
import { authPlugin } from '../../plugins/auth';
import type { I18nService } from '../i18n/i18n.service';
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
import { createPasswordGuesses } from './auth.guesses';
import { authRoutes } from './auth.routes';

/** Wires the accounts feature: the auth guard for every later module, then /api/auth and /api/me. */
export async function registerAccounts(
  app: FastifyInstance,
  { config, database, limiter, i18n }: { config: Config; database: Database; limiter: Limiter; i18n: I18nService },
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
  const mails = createMailTemplates(i18n);
  const sessions = createSessions(db, repo, tokens, secret);
  const guesses = createPasswordGuesses({ users, limits, mailer, mails, publicUrl: config.publicUrl, log: app.log });

  await app.register(authPlugin, { tokens, users, auth: repo });
  await app.register(
    async (api) => {
      await api.register(authRoutes, {
        prefix: '/auth',
        limits,
        sessions,
        emailCodes: createEmailCodes({ repo, users, limits, mailer, mails, secret }),
        accounts: createAccounts({ db, users, repo, limits }),
        signin: createSignin({ users, sessions, limits, guesses }),
      });
      await api.register(meRoutes, { prefix: '/me', me: createMe({ db, users, repo, limits, guesses }) });
    },
    { prefix: '/api' },
  );
}
