import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/test/app';
import { callAs, signedIn } from '#server/test/factories/people';
import { libraryImage } from '#server/test/factories/content';
import { createEvent } from '#server/test/factories/events';

describe('programs and sessions', () => {
  let t: TestApp;
  let manager: string;
  let categoryId = 0;
  let programId = 0;
  let sessionIds: number[] = [];
  beforeAll(async () => {
    t = await createTestApp();
    manager = (await signedIn(t, 'MANAGER')).token;
  });
  afterAll(() => t.close());

  it('lets staff build a category, a program and its sessions; nothing is public until published', async () => {
    const staff = callAs(t, manager);
    const eventId = await createEvent(t, manager, { checkIn: false, startDate: '2026-05-01', endDate: '2026-05-03' });
    const cats = await staff('POST', '/api/admin/program-categories', { title: { ko: '강좌', en: 'Lectures' } });
    expect(cats.statusCode).toBe(201);
    categoryId = cats.json().categories[0].id;
    const photo = await libraryImage(t, 'session-photo');
    const program = await staff('POST', '/api/admin/programs', {
      categoryId,
      eventId,
      title: { ko: '역사 강좌', en: 'History lectures', es: 'Conferencias de historia' },
      summary: { ko: '세 번의 강좌', en: 'Three lectures' },
      description: { ko: '기념관의 역사를 배웁니다.', en: 'Learn the history of the memorial.' },
    });
    expect(program.statusCode).toBe(201);
    programId = program.json().id;
    for (const [n, starts] of [
      [2, '2026-05-02T14:00:00+09:00'],
      [1, '2026-05-01T14:00:00+09:00'],
    ] as const) {
      const s = await staff('POST', `/api/admin/programs/${programId}/sessions`, {
        title: { ko: `${n}강`, en: `Lecture ${n}` },
        place: { ko: '중앙 홀', en: 'Main Hall' },
        description: { ko: '설명; 쉼표, 포함', en: 'About it; with, commas' },
        startsAt: starts,
        endsAt: starts.replace('14:00', '15:30'),
        mediaIds: [photo.id],
      });
      expect(s.statusCode).toBe(201);
      sessionIds.push(s.json().id);
    }
    sessionIds = sessionIds.reverse();
    expect((await callAs(t)('GET', `/api/programs/${categoryId}/${programId}`)).statusCode).toBe(404);
    expect((await callAs(t)('GET', '/api/programs')).json().categories).toEqual([]);
    const edit = (await staff('GET', `/api/admin/programs/${programId}`)).json();
    const published = await staff('PUT', `/api/admin/programs/${programId}`, {
      ...edit,
      description: edit.description,
      isPublic: true,
    });
    expect(published.statusCode).toBe(200);
    expect(published.json().sessions.map((s: { id: number }) => s.id)).toEqual(sessionIds);
  });

  it('serves a public program with its sessions in time order, per language', async () => {
    const read = (lang: string) => callAs(t, undefined, lang)('GET', `/api/programs/${categoryId}/${programId}`);
    const es = (await read('es')).json();
    expect(es).toMatchObject({
      title: 'Conferencias de historia',
      lang: 'es',
      summary: 'Three lectures',
      category: { title: 'Lectures', lang: 'en' },
    });
    expect(es.sessions.map((s: { id: number; title: string }) => [s.id, s.title])).toEqual([
      [sessionIds[0], 'Lecture 1'],
      [sessionIds[1], 'Lecture 2'],
    ]);
    expect(es.sessions[0]).toMatchObject({
      place: 'Main Hall',
      startsAt: '2026-05-01T05:00:00.000Z',
      endsAt: '2026-05-01T06:30:00.000Z',
    });
    expect(es.sessions[0].media).toHaveLength(1);
    expect((await callAs(t)('GET', `/api/programs/${categoryId + 1}/${programId}`)).statusCode).toBe(404);
    const list = (await callAs(t)('GET', '/api/programs')).json();
    expect(list.categories[0].programs[0]).toMatchObject({ id: programId, sessionCount: 2 });
    const event = (await callAs(t)('GET', `/api/events/${es.event.id}`)).json();
    expect(event.programs).toEqual([{ categoryId, programId, title: 'History lectures', lang: 'en' }]);

    const etag = (await read('en')).headers.etag as string;
    const cached = await t.app.inject({
      url: `/api/programs/${categoryId}/${programId}`,
      headers: { 'accept-language': 'en', 'if-none-match': etag },
    });
    expect(cached.statusCode).toBe(304);
  });

  it('offers each session as an .ics calendar file', async () => {
    const res = await callAs(
      t,
      undefined,
      'en',
    )('GET', `/api/programs/${categoryId}/${programId}/${sessionIds[0]}.ics`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.body).toContain('BEGIN:VEVENT');
    expect(res.body).toContain('DTSTART:20260501T050000Z');
    expect(res.body).toContain('DTEND:20260501T063000Z');
    expect(res.body).toContain('SUMMARY:History lectures · Lecture 1');
    expect(res.body).toContain('DESCRIPTION:About it\\; with\\, commas');
    expect(res.body).toContain(`URL:https://atrium.test/en/program/${categoryId}/${programId}/${sessionIds[0]}`);
    expect((await callAs(t)('GET', `/api/programs/${categoryId}/${programId}/999.ics`)).statusCode).toBe(404);
  });

  it('gives program pages heads and sitemap entries', async () => {
    expect((await t.app.inject(`/en/program/${categoryId}/${programId}`)).body).toContain('<title>History lectures |');
    expect((await t.app.inject(`/en/program/${categoryId}/${programId}/${sessionIds[1]}`)).body).toContain(
      '<title>Lecture 2 · History lectures |',
    );
    expect((await t.app.inject(`/en/program/${categoryId}/${programId}/424242`)).statusCode).toBe(404);
    const sitemap = (await t.app.inject('/sitemap.xml')).body;
    expect(sitemap).toContain(`/en/program/${categoryId}/${programId}</loc>`);
    expect(sitemap).toContain(`/en/program/${categoryId}/${programId}/${sessionIds[0]}</loc>`);
  });

  it('refuses bad input with 400s, and a category that still holds programs', async () => {
    const staff = callAs(t, manager);
    const bad = await staff('POST', `/api/admin/programs/${programId}/sessions`, {
      title: { ko: '거꾸로' },
      startsAt: '2026-05-02T15:00:00+09:00',
      endsAt: '2026-05-02T14:00:00+09:00',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ endsAt: 'OUT_OF_RANGE' });
    const noCategory = await staff('POST', '/api/admin/programs', { categoryId: 999999, title: { ko: '고아' } });
    expect(noCategory.statusCode).toBe(400);
    expect(noCategory.json().fields).toEqual({ categoryId: 'INVALID' });
    const held = await staff('DELETE', `/api/admin/program-categories/${categoryId}`);
    expect(held.statusCode).toBe(409);
    expect(held.json().code).toBe('CATEGORY_NOT_EMPTY');
    expect((await staff('GET', `/api/admin/programs/${programId}`)).json().sessions).toHaveLength(2);

    expect((await staff('DELETE', `/api/admin/sessions/${sessionIds[1]}`)).statusCode).toBe(204);
    expect((await staff('DELETE', `/api/admin/programs/${programId}`)).statusCode).toBe(204);
    expect((await staff('DELETE', `/api/admin/program-categories/${categoryId}`)).statusCode).toBe(204);
    expect((await callAs(t)('GET', `/api/programs/${categoryId}/${programId}`)).statusCode).toBe(404);
  });
});

describe('session .ics files against injected text', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /** Undoes folding (RFC 5545 section 3.1), as a calendar reading the file would. */
  const unfold = (ics: string) => ics.replace(/\r\n[ \t]/g, '');
  const octets = (line: string) => Buffer.byteLength(line);

  it('escapes a lone carriage return and folds long Korean lines at 75 octets', async () => {
    const staff = callAs(t, (await signedIn(t, 'MANAGER')).token);
    const categoryId = (await staff('POST', '/api/admin/program-categories', { title: { ko: '강좌' } })).json()
      .categories[0].id;
    const longTitle = '성화 아카데미 특별 프로그램과 함께하는 기념관의 역사 강좌 '.repeat(4).trim();
    const programId = (
      await staff('POST', '/api/admin/programs', { categoryId, title: { ko: longTitle }, isPublic: true })
    ).json().id;
    const session = await staff('POST', `/api/admin/programs/${programId}/sessions`, {
      title: { ko: '1강\rBEGIN:VEVENT\rSUMMARY:가짜\rEND:VEVENT' },
      place: { ko: '홀\r\nATTENDEE:mailto:x@evil.example' },
      description: { ko: '줄 하나\r줄 둘\n줄 셋; 쉼표, 역\\슬래시' },
      startsAt: '2026-05-01T14:00:00+09:00',
      endsAt: '2026-05-01T15:00:00+09:00',
    });
    expect(session.statusCode).toBe(201);
    const res = await callAs(
      t,
      undefined,
      'ko',
    )('GET', `/api/programs/${categoryId}/${programId}/${session.json().id}.ics`);
    expect(res.statusCode).toBe(200);
    const ics = res.body;
    // Every line ends with CRLF; no CR or LF stands alone anywhere.
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of ics.split('\r\n')) expect(octets(line), line).toBeLessThanOrEqual(75);
    expect(ics).not.toContain('\uFFFD');
    const lines = unfold(ics).trimEnd().split('\r\n');
    expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(1);
    expect(lines.filter((l) => l.startsWith('SUMMARY:'))).toHaveLength(1);
    expect(lines.some((l) => l.startsWith('ATTENDEE'))).toBe(false);
    expect(lines).toContain(`SUMMARY:${longTitle} · 1강\\nBEGIN:VEVENT\\nSUMMARY:가짜\\nEND:VEVENT`);
    expect(lines).toContain('LOCATION:홀\\nATTENDEE:mailto:x@evil.example');
    expect(lines).toContain('DESCRIPTION:줄 하나\\n줄 둘\\n줄 셋\\; 쉼표\\, 역\\\\슬래시');
  });
});
