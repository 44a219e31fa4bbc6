import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { scaleWarnings } from './scale-warnings';

describe('start-up warnings for several instances', () => {
  it('says nothing for one instance on the embedded defaults', () => {
    expect(scaleWarnings(loadConfig({}))).toEqual([]);
  });

  it('names each setting several instances must share', () => {
    const warnings = scaleWarnings(loadConfig({ REDIS_URL: 'redis://cache:6379' }));
    expect(warnings.join('\n')).toMatch(/DATABASE_URL/);
    expect(warnings.join('\n')).toMatch(/JWT_SECRET/);
    expect(warnings.join('\n')).toMatch(/S3_/);
    expect(warnings.join('\n')).toMatch(/SMTP_URL/);
  });

  it('is quiet when everything is shared', () => {
    const config = loadConfig({
      REDIS_URL: 'redis://cache:6379',
      DATABASE_URL: 'postgres://db/atrium',
      JWT_SECRET: 'x'.repeat(40),
      SMTP_URL: 'smtp://mail:25',
      S3_ENDPOINT: 'http://s3:9000',
      S3_BUCKET: 'atrium',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
    });
    expect(scaleWarnings(config)).toEqual([]);
  });
});
