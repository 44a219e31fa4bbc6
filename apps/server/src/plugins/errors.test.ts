import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';

describe('error replies', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers an unknown API path with 404 NOT_FOUND in the language asked for', async () => {
    const ko = await t.app.inject('/api/nothing-here');
    expect(ko.statusCode).toBe(404);
    expect(ko.json()).toEqual({ code: 'NOT_FOUND', message: '요청하신 내용을 찾을 수 없습니다.' });
    const en = await t.app.inject({ url: '/api/nothing-here', headers: { 'accept-language': 'fr-CA,en;q=0.5' } });
    expect(en.json().message).toBe(
      (await t.app.inject({ url: '/api/nothing-here', headers: { 'accept-language': 'fr' } })).json().message,
    );
    expect(en.json().message).not.toBe(ko.json().message);
  });

  it('turns a schema violation into 400 VALIDATION_FAILED with a code per field', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/analytics/pageview',
      headers: { 'accept-language': 'en' },
      payload: { path: 'no-leading-slash', lang: 'de' },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.message).toBe('Check the entered information.');
    expect(Object.keys(body.fields).sort()).toEqual(['lang', 'path']);
  });

  it('answers malformed JSON with 400, never a 5xx', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/analytics/pageview',
      headers: { 'content-type': 'application/json' },
      payload: '{"path": "/ko/",',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('BAD_REQUEST');
  });

  it('answers an unsupported content type with 415 and an oversized body with 413', async () => {
    const xml = await t.app.inject({
      method: 'POST',
      url: '/api/analytics/pageview',
      headers: { 'content-type': 'application/xml' },
      payload: '<x/>',
    });
    expect(xml.statusCode).toBe(415);
    expect(xml.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
    const big = await t.app.inject({
      method: 'POST',
      url: '/api/analytics/pageview',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ path: `/${'a'.repeat(10_000)}`, lang: 'ko' }),
    });
    expect(big.statusCode).toBe(413);
    expect(big.json().code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('tags every reply with a request id, keeping a sane one the client sent', async () => {
    const fresh = await t.app.inject('/api/health');
    expect(fresh.headers['x-request-id']).toMatch(/^[\w-]{8,64}$/);
    const given = await t.app.inject({ url: '/api/health', headers: { 'x-request-id': 'trace-1234abcd' } });
    expect(given.headers['x-request-id']).toBe('trace-1234abcd');
    const hostile = await t.app.inject({ url: '/api/health', headers: { 'x-request-id': '<script>' } });
    expect(hostile.headers['x-request-id']).not.toBe('<script>');
  });
});
