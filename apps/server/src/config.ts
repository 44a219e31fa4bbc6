import path from 'node:path';
import { z } from 'zod';
import { VENUE_TIME_ZONE } from '@atrium/shared/venue-time-zone';
import { meetsPasswordRule } from '@atrium/shared/password-rule';
import type { S3Settings } from './lib/storage';
import { DEFAULT_WEB_DIST } from './paths';

/** The only reader of process.env (docs/spec/architecture-models.md). Settings are those of docs/spec/decisions.md §2. */

const bool = (fallback: boolean) =>
  z
    .enum(['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off'], { error: 'must be true or false' })
    .default(fallback ? 'true' : 'false')
    .transform((v) => ['1', 'true', 'yes', 'on'].includes(v));

const optionalString = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()));

const url = (protocols: string[]) =>
  optionalString.refine((v) => v === undefined || protocols.some((p) => v.startsWith(`${p}://`) && URL.canParse(v)), {
    error: `must be a URL starting with ${protocols.map((p) => `${p}://`).join(' or ')}`,
  });

const timezone = z.string().refine(
  (tz) => {
    try {
      new Intl.DateTimeFormat('en', { timeZone: tz });
      return true;
    } catch {
      return false;
    }
  },
  { error: 'must be an IANA time zone such as Asia/Seoul' },
);

/** TRUST_PROXY: true/false, a hop count, or a comma-separated list of addresses/CIDRs. */
const trustProxy = optionalString.transform((v): boolean | number | string[] => {
  if (v === undefined || ['0', 'false', 'no', 'off'].includes(v)) return false;
  if (['true', 'yes', 'on'].includes(v)) return true;
  if (/^\d+$/.test(v)) return Number(v);
  return v.split(',').map((s) => s.trim());
});

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
    PORT: z.coerce.number({ error: 'must be a port number' }).int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('127.0.0.1'),
    DATA_DIR: z.string().min(1).default('./data'),
    PUBLIC_URL: url(['http', 'https']),
    TIMEZONE: timezone.default(VENUE_TIME_ZONE),
    SEED_DEMO: bool(true),
    ADMIN_EMAIL: optionalString.refine((v) => v === undefined || z.email().safeParse(v).success, {
      error: 'must be an e-mail address',
    }),
    ADMIN_PASSWORD: optionalString.refine((v) => v === undefined || meetsPasswordRule(v), {
      error: 'must have 10 to 128 characters with letters, digits and one of !@#$%^&*',
    }),
    DATABASE_URL: url(['postgres', 'postgresql']),
    DB_CONNECT_TIMEOUT: z.coerce
      .number({ error: 'must be a number of seconds' })
      .int({ error: 'must be a number of seconds' })
      .min(1, { error: 'must be at least 1 second' })
      .default(300),
    REDIS_URL: url(['redis', 'rediss']),
    SMTP_URL: url(['smtp', 'smtps']),
    MAIL_FROM: optionalString,
    S3_ENDPOINT: url(['http', 'https']),
    S3_BUCKET: optionalString,
    S3_REGION: optionalString,
    S3_ACCESS_KEY_ID: optionalString,
    S3_SECRET_ACCESS_KEY: optionalString,
    S3_PUBLIC_URL: url(['http', 'https']),
    JWT_SECRET: optionalString.refine((v) => v === undefined || v.length >= 32, {
      error: 'must be at least 32 characters',
    }),
    JWT_PREVIOUS_SECRET: optionalString.refine((v) => v === undefined || v.length >= 32, {
      error: 'must be at least 32 characters',
    }),
    TRUST_PROXY: trustProxy,
    GA_MEASUREMENT_ID: optionalString.refine((v) => v === undefined || /^G-[A-Z0-9]{4,20}$/.test(v), {
      error: 'must look like G-XXXXXXX',
    }),
    METRICS_TOKEN: optionalString.refine((v) => v === undefined || v.length >= 16, {
      error: 'must be at least 16 characters',
    }),
    STAFF_MFA: z.enum(['optional', 'required'], { error: 'must be optional or required' }).default('optional'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    WEB_DIST: optionalString,
  })
  .superRefine((env, ctx) => {
    if (Boolean(env.ADMIN_EMAIL) !== Boolean(env.ADMIN_PASSWORD)) {
      ctx.addIssue({
        code: 'custom',
        path: [env.ADMIN_EMAIL ? 'ADMIN_PASSWORD' : 'ADMIN_EMAIL'],
        message: 'ADMIN_EMAIL and ADMIN_PASSWORD go together',
      });
    }
    const s3 = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;
    const set = s3.filter((k) => env[k]);
    if (set.length > 0 && set.length < s3.length) {
      const missing = s3.find((k) => !env[k]) ?? 'S3_BUCKET';
      ctx.addIssue({ code: 'custom', path: [missing], message: `is required with ${set.join(', ')}` });
    }
  });

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  publicUrl: string;
  timezone: string;
  seedDemo: boolean;
  admin?: { email: string; password: string };
  databaseUrl?: string;
  /** How long the start waits for the database to be reachable before it gives up (seconds). */
  dbConnectTimeoutSeconds: number;
  redisUrl?: string;
  smtp?: { url: string; from: string };
  s3?: S3Settings;
  jwtSecret?: string;
  /** The signing secret before the last rotation: its tokens are still accepted (15 minutes suffice). */
  jwtPreviousSecret?: string;
  trustProxy: boolean | number | string[];
  gaMeasurementId?: string;
  metricsToken?: string;
  /** `required`: staff enrol two-factor sign-in before any other admin call (docs/spec/decisions.md §13). */
  staffMfa: 'optional' | 'required';
  logLevel: string;
  webDist: string;
}

export class ConfigError extends Error {
  constructor(
    readonly setting: string,
    detail: string,
  ) {
    super(`Invalid setting ${setting}: ${detail}`);
  }
}

/** Parses the environment; throws ConfigError naming the first bad setting. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const setting = String(issue?.path[0] ?? 'environment');
    throw new ConfigError(setting, issue?.message ?? 'is invalid');
  }
  const e = parsed.data;
  const host = e.HOST;
  const publicUrl = (e.PUBLIC_URL ?? `http://${host.includes(':') ? `[${host}]` : host}:${e.PORT}`).replace(/\/+$/, '');
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host,
    dataDir: path.resolve(e.DATA_DIR),
    publicUrl,
    timezone: e.TIMEZONE,
    seedDemo: e.SEED_DEMO,
    admin: e.ADMIN_EMAIL && e.ADMIN_PASSWORD ? { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD } : undefined,
    databaseUrl: e.DATABASE_URL,
    dbConnectTimeoutSeconds: e.DB_CONNECT_TIMEOUT,
    redisUrl: e.REDIS_URL,
    smtp: e.SMTP_URL ? { url: e.SMTP_URL, from: e.MAIL_FROM ?? 'Atrium <no-reply@localhost>' } : undefined,
    s3:
      e.S3_ENDPOINT && e.S3_BUCKET && e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? {
            endpoint: e.S3_ENDPOINT,
            bucket: e.S3_BUCKET,
            region: e.S3_REGION ?? 'us-east-1',
            accessKeyId: e.S3_ACCESS_KEY_ID,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY,
            publicUrl: e.S3_PUBLIC_URL,
          }
        : undefined,
    jwtSecret: e.JWT_SECRET,
    jwtPreviousSecret: e.JWT_PREVIOUS_SECRET,
    trustProxy: e.TRUST_PROXY,
    gaMeasurementId: e.GA_MEASUREMENT_ID,
    metricsToken: e.METRICS_TOKEN,
    staffMfa: e.STAFF_MFA,
    logLevel: e.LOG_LEVEL,
    webDist: path.resolve(e.WEB_DIST ?? DEFAULT_WEB_DIST),
  };
}
