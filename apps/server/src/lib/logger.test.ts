import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/test/app';

/** Values a visitor or a link may put in a query string that must never reach a log line. */
const SECRETS = {
  preview: 'eyPreviewTokenSecret1',
  password: 'Hunter2!Secret',
  email: 'visitor%40example.org',
  sig: 'SignatureSecretSignature42',
  token: 'PlainTokenSecret',
  mfaToken: 'MfaTokenSecret',
  verificationToken: 'VerificationSecret',
  code: '918273',
  newPassword: 'Another!Secret9',
};

describe('log lines', () => {
  let t: TestApp;
  const lines: string[] = [];
  beforeAll(async () => {
    t = await createTestApp({}, { level: 'info', stream: { write: (line: string) => void lines.push(line) } });
  });
  // The last test closed the database itself.
  afterAll(async () => {
    await t.app.close();
    fs.rmSync(t.dataDir, { recursive: true, force: true });
  });

  const logged = () => lines.join('');
  const secretsIn = (text: string) => Object.values(SECRETS).filter((secret) => text.includes(secret));

  it('write the request’s URL with its secret query values redacted, and keep the others', async () => {
    const urls = [
      `/en/?preview=${SECRETS.preview}`,
      `/en/signin?email=${SECRETS.email}&password=${encodeURIComponent(SECRETS.password)}`,
      `/api/events/1/gift?m=1&exp=4102444800&sig=${SECRETS.sig}`,
      `/api/search?q=garden&token=${SECRETS.token}&mfaToken=${SECRETS.mfaToken}` +
        `&verificationToken=${SECRETS.verificationToken}&code=${SECRETS.code}&new%50assword=${SECRETS.newPassword}`,
    ];
    for (const url of urls) await t.app.inject({ url });
    const incoming = lines.map((line) => JSON.parse(line)).filter((line) => line.msg === 'incoming request');
    expect(incoming.map((line) => line.req.url)).toEqual([
      '/en/?preview=[redacted]',
      '/en/signin?email=[redacted]&password=[redacted]',
      '/api/events/1/gift?m=1&exp=4102444800&sig=[redacted]',
      '/api/search?q=garden&token=[redacted]&mfaToken=[redacted]&verificationToken=[redacted]&code=[redacted]&new%50assword=[redacted]',
    ]);
    expect(secretsIn(logged())).toEqual([]);
  });

  it('redact a URL quoted in a message or an error', async () => {
    t.app.log.info(`Route GET:/api/x?password=${SECRETS.password} not found`);
    t.app.log.warn({ url: `/en/news/1?preview=${SECRETS.preview}` }, 'server render failed');
    t.app.log.error({ err: new Error(`GET /api/x?token=${SECRETS.token} failed`) }, 'request failed');
    const [info, warn, error] = lines.slice(-3).map((line) => JSON.parse(line));
    expect(info.msg).toBe('Route GET:/api/x?password=[redacted] not found');
    expect(warn.url).toBe('/en/news/1?preview=[redacted]');
    expect(error.err.message).toBe('GET /api/x?token=[redacted] failed');
    expect(secretsIn(logged())).toEqual([]);
  });

  it('write a failed request’s URL in its error line, redacted', async () => {
    await t.database.close();
    const res = await t.app.inject({ url: `/api/news?page=1&token=${SECRETS.token}` });
    expect(res.statusCode).toBeGreaterThanOrEqual(500);
    const failed = lines.map((line) => JSON.parse(line)).find((line) => line.level === 50 && line.req);
    expect(failed?.req.url).toBe('/api/news?page=1&token=[redacted]');
    expect(secretsIn(logged())).toEqual([]);
  });
});
