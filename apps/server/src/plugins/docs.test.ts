import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { tokenFor } from '../test/members';

describe('OpenAPI', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('documents the API routes, generated from their schemas, at /api/docs/json', async () => {
    const res = await t.app.inject('/api/docs/json');
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/health', '/api/ready', '/api/i18n/{lang}', '/api/analytics/pageview']),
    );
    const lang = doc.paths['/api/i18n/{lang}'].get.parameters.find((p: { name: string }) => p.name === 'lang');
    expect(lang.schema.enum).toEqual(['ko', 'en', 'ja', 'es', 'fr']);
    expect(Object.keys(doc.paths).some((p) => !p.startsWith('/api/'))).toBe(false);
  });

  it('serves the documentation UI at /api/docs', async () => {
    const res = await t.app.inject('/api/docs/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
  });
});

describe('OpenAPI in production', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ NODE_ENV: 'production' });
  });
  afterAll(() => t.close());

  const docs = (url: string, token?: string) =>
    t.app.inject({ url, headers: token ? { authorization: `Bearer ${token}` } : {} });

  it('serves the JSON only to a staff bearer token: 404 to nobody signed in, a member or a bad token', async () => {
    for (const role of ['MANAGER', 'ADMIN'] as const) {
      const res = await docs('/api/docs/json', await tokenFor(t.app, role));
      expect(res.statusCode, role).toBe(200);
      expect(Object.keys(res.json().paths)).toContain('/api/health');
    }
    for (const token of [undefined, await tokenFor(t.app, 'USER'), 'not-a-token']) {
      const res = await docs('/api/docs/json', token);
      expect(res.statusCode, String(token)).toBe(404);
      expect(res.json().code).toBe('NOT_FOUND');
      expect(res.body).not.toContain('/api/admin');
    }
  });

  it('serves no documentation page, nor its YAML, to anybody', async () => {
    const manager = await tokenFor(t.app, 'MANAGER');
    for (const url of ['/api/docs', '/api/docs/', '/api/docs/static/index.html', '/api/docs/yaml']) {
      for (const token of [undefined, manager]) expect((await docs(url, token)).statusCode, url).toBe(404);
    }
  });
});
