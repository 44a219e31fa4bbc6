import type { Config } from '../config';

/**
 * REDIS_URL says "several instances": the settings that then must be shared, and are not, are
 * named at start (each would otherwise break quietly: tokens refused, pictures missing).
 */
export function scaleWarnings(config: Config): string[] {
  if (!config.redisUrl) return [];
  const warnings: string[] = [];
  if (!config.databaseUrl)
    warnings.push('REDIS_URL is set but DATABASE_URL is not: each instance has its own PGlite database');
  if (!config.jwtSecret) {
    warnings.push(
      "REDIS_URL is set but JWT_SECRET is not: each instance signs with its own secret and refuses the others' tokens",
    );
  }
  if (!config.s3) warnings.push("REDIS_URL is set but S3_* are not: uploads stay on this instance's disk");
  if (!config.smtp)
    warnings.push("REDIS_URL is set but SMTP_URL is not: mail is only written to this instance's outbox");
  return warnings;
}
