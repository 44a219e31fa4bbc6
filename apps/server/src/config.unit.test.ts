import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const load = (env: Record<string, string>) => loadConfig({ DATA_DIR: '/tmp/atrium-config-test', ...env });

function settingOf(env: Record<string, string>): string {
  try {
    load(env);
  } catch (err) {
    if (err instanceof ConfigError) return err.setting;
    throw err;
  }
  throw new Error('expected the configuration to be refused');
}

describe('configuration', () => {
  it('uses the documented defaults', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.host).toBe('127.0.0.1');
    expect(config.publicUrl).toBe('http://127.0.0.1:3000');
    expect(config.timezone).toBe('Asia/Seoul');
    expect(config.seedDemo).toBe(true);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dbConnectTimeoutSeconds).toBe(300);
    expect(config.trustProxy).toBe(false);
    expect(config.staffMfa).toBe('optional');
  });

  it('reads STAFF_MFA as optional or required', () => {
    expect(load({ STAFF_MFA: 'required' }).staffMfa).toBe('required');
    expect(settingOf({ STAFF_MFA: 'yes' })).toBe('STAFF_MFA');
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ TIMEZONE: 'Mars/Olympus' }, 'TIMEZONE'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ DB_CONNECT_TIMEOUT: '5m' }, 'DB_CONNECT_TIMEOUT'],
    [{ DB_CONNECT_TIMEOUT: '0' }, 'DB_CONNECT_TIMEOUT'],
    [{ REDIS_URL: 'http://x' }, 'REDIS_URL'],
    [{ SEED_DEMO: 'maybe' }, 'SEED_DEMO'],
    [{ JWT_SECRET: 'short' }, 'JWT_SECRET'],
    [{ ADMIN_EMAIL: 'boss@example.com' }, 'ADMIN_PASSWORD'],
    [{ ADMIN_EMAIL: 'boss@example.com', ADMIN_PASSWORD: 'password' }, 'ADMIN_PASSWORD'],
    [{ ADMIN_EMAIL: 'not-an-email', ADMIN_PASSWORD: 'Str0ng!Passw0rd' }, 'ADMIN_EMAIL'],
    [{ S3_ENDPOINT: 'http://127.0.0.1:9000', S3_BUCKET: 'b' }, 'S3_ACCESS_KEY_ID'],
    [{ GA_MEASUREMENT_ID: 'UA-1' }, 'GA_MEASUREMENT_ID'],
    [{ PUBLIC_URL: 'atrium.example' }, 'PUBLIC_URL'],
  ])('refuses %o, naming %s', (env, setting) => {
    expect(settingOf(env)).toBe(setting);
  });

  it('names the setting in its message', () => {
    expect(() => load({ PORT: 'eighty' })).toThrow(/Invalid setting PORT/);
  });

  it('reads TRUST_PROXY as a flag, a hop count or an address list', () => {
    expect(load({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(load({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(load({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toEqual(['10.0.0.0/8', '127.0.0.1']);
  });

  it('derives PUBLIC_URL from HOST and PORT and drops a trailing slash when given', () => {
    expect(load({ HOST: '0.0.0.0', PORT: '8080' }).publicUrl).toBe('http://0.0.0.0:8080');
    expect(load({ PUBLIC_URL: 'https://atrium.example/' }).publicUrl).toBe('https://atrium.example');
  });
});
