import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { nextIp, tokenFor } from '../test/members';
import {
  BAD_PATH_VALUES,
  BAD_QUERY_VALUES,
  BAD_VALUES,
  createSampler,
  leafPaths,
  withLeaf,
  type OpenApiDocument,
  type Operation,
} from '../test/openapi-samples';

/** Leaves of one body replaced in turn: enough to reach every field of the largest forms. */
const MAX_LEAVES = 40;

type Role = 'anonymous' | 'member' | 'admin';
interface Probe {
  method: string;
  url: string;
  headers?: Record<string, string>;
  payload?: InjectOptions['payload'];
  what: string;
}

/** A path parameter's ordinary value: ids are 1, slugs a slug, the language ko. */
function pathValue(name: string, sample: unknown): string {
  if (name === 'id' || name === 'aid' || name === 'day' || name.endsWith('Id')) return '1';
  if (name === 'lang') return 'ko';
  return encodeURIComponent(String(sample));
}

function probesFor(path: string, method: string, op: Operation, sampler: ReturnType<typeof createSampler>): Probe[] {
  const params = op.parameters ?? [];
  const pathParams = Object.fromEntries(
    params.filter((p) => p.in === 'path').map((p) => [p.name, pathValue(p.name, sampler.sample(p.schema ?? {}))]),
  );
  const queryParams = params.filter((p) => p.in === 'query');
  const baseQuery = Object.fromEntries(
    queryParams
      .filter((p) => p.required)
      .map((p) => [p.name, encodeURIComponent(String(sampler.sample(p.schema ?? {})))]),
  );
  const urlOf = (pathValues: Record<string, string>, query: Record<string, string>) => {
    const filled = path.replace(/\{(\w+)\}/g, (_, name: string) => pathValues[name] ?? '1');
    const qs = Object.entries(query)
      .map(([k, v]) => `${k}=${v}`)
      .join('&');
    return qs ? `${filled}?${qs}` : filled;
  };
  const url = urlOf(pathParams, baseQuery);
  const bodySchema = op.requestBody?.content?.['application/json']?.schema;
  const body = bodySchema ? sampler.sample(bodySchema) : undefined;
  const withBody = body === undefined ? {} : { payload: body as InjectOptions['payload'] };
  const probes: Probe[] = [{ method, url, ...withBody, what: 'sample' }];

  for (const name of Object.keys(pathParams)) {
    for (const bad of BAD_PATH_VALUES) {
      probes.push({ method, url: urlOf({ ...pathParams, [name]: bad }, baseQuery), ...withBody, what: `path ${name}` });
    }
  }
  for (const { name } of queryParams) {
    for (const bad of BAD_QUERY_VALUES) {
      probes.push({
        method,
        url: urlOf(pathParams, { ...baseQuery, [name]: bad }),
        ...withBody,
        what: `query ${name}`,
      });
    }
    probes.push({
      method,
      url: `${url}${url.includes('?') ? '&' : '?'}${name}=1&${name}=2`,
      ...withBody,
      what: `query ${name} twice`,
    });
  }
  if (body !== undefined) {
    for (const leaf of leafPaths(body).slice(0, MAX_LEAVES)) {
      for (const bad of BAD_VALUES) {
        probes.push({
          method,
          url,
          payload: withLeaf(body, leaf, bad) as InjectOptions['payload'],
          what: `body ${leaf.join('.')}`,
        });
      }
    }
    const extra = { ...(body as object), extraField: 'x', constructor: { prototype: { polluted: true } } };
    probes.push({ method, url, payload: extra, what: 'body with extra fields' });
  }
  if (method !== 'GET') {
    const raw = (contentType: string, payload: string, what: string) =>
      probes.push({ method, url, headers: { 'content-type': contentType }, payload, what });
    raw('application/json', '{"a":', 'truncated JSON');
    raw('application/json', '[]', 'JSON array');
    raw('application/json', '"x"', 'JSON string');
    raw('application/json', 'null', 'JSON null');
    raw('text/plain', 'x', 'text body');
    raw('multipart/form-data', 'x', 'multipart without boundary');
    raw('multipart/form-data; boundary=zz', '--zz\r\nx\r\n', 'broken multipart');
    raw('application/x-www-form-urlencoded', 'a=b', 'form body');
    // Attacker-shaped JSON (issue 43): past the depth limit, at it, and wide within 64 KB.
    raw('application/json', `${'['.repeat(30_000)}${']'.repeat(30_000)}`, 'deep JSON');
    raw('application/json', `${'{"a":'.repeat(31)}1${'}'.repeat(31)}`, 'JSON at the depth limit');
    raw('application/json', `[${Array(30_000).fill('0').join(',')}]`, 'wide JSON array');
    raw('application/json', `{${Array.from({ length: 6_000 }, (_, i) => `"k${i}":1`).join(',')}}`, 'wide JSON object');
  }
  return probes;
}

describe('every API operation under malformed input', () => {
  let t: TestApp;
  let doc: OpenApiDocument;
  const tokens: Record<Exclude<Role, 'anonymous'>, string> = { member: '', admin: '' };

  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: 'true' });
    doc = (await t.app.inject('/api/docs/json')).json();
    tokens.member = await tokenFor(t.app, 'USER');
    tokens.admin = await tokenFor(t.app, 'ADMIN');
  });
  afterAll(() => t.close());

  /** A probe may sign its caller out (sign-out, session end, role change): sign a fresh one in. */
  async function keepSignedIn(role: Exclude<Role, 'anonymous'>) {
    const me = await t.app.inject({ url: '/api/me/', headers: { authorization: `Bearer ${tokens[role]}` } });
    if (me.statusCode === 200 && (role === 'member' || me.json().role === 'ADMIN')) return;
    tokens[role] = await tokenFor(t.app, role === 'admin' ? 'ADMIN' : 'USER');
  }

  it('never answers with a server error, as anonymous, member or admin', { timeout: 600_000 }, async () => {
    const sampler = createSampler(doc);
    const failures: string[] = [];
    let sent = 0;
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(operations)) {
        const probes = probesFor(path, method.toUpperCase(), op, sampler);
        for (const role of ['anonymous', 'member', 'admin'] as const) {
          if (role !== 'anonymous') await keepSignedIn(role);
          const auth = role === 'anonymous' ? {} : { authorization: `Bearer ${tokens[role]}` };
          for (const probe of probes) {
            const res = await t.app.inject({
              method: probe.method as InjectOptions['method'],
              url: probe.url,
              headers: { 'x-forwarded-for': nextIp(), ...auth, ...probe.headers },
              ...(probe.payload === undefined ? {} : { payload: probe.payload }),
            });
            sent += 1;
            if (res.statusCode >= 500) {
              failures.push(
                `${res.statusCode} ${role} ${probe.method} ${probe.url.slice(0, 120)} (${probe.what}): ${res.body.slice(0, 160)}`,
              );
            }
          }
        }
      }
    }
    console.info(`OpenAPI fuzz: ${sent} requests, ${failures.length} server errors`);
    expect(failures.slice(0, 40)).toEqual([]);
  });
});
