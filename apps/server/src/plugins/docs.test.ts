import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';

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
