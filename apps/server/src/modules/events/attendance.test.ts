import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/test/app';
import { callAs, signedIn } from '#server/test/factories/people';
import { createEvent, seoul, setNow } from '#server/test/factories/events';
import { eq } from 'drizzle-orm';
import { users } from '../users/users.table';

async function sheetOf(file: Buffer) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(file as unknown as ArrayBuffer);
  const sheet = book.worksheets[0];
  if (!sheet) throw new Error('no sheet');
  return sheet;
}

async function rowsOf(file: Buffer) {
  const rows: unknown[][] = [];
  (await sheetOf(file)).eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

describe('attendance', () => {
  let t: TestApp;
  let eventId = 0;
  let manager: string;
  const members: Array<{ id: number; email: string; phoneNumber: string; token: string }> = [];
  beforeAll(async () => {
    t = await createTestApp();
    manager = (await signedIn(t, 'MANAGER')).token;
    eventId = await createEvent(t, manager, { startDate: '2026-10-01' });
    // 김하나 checks in 3 days, 이두리 2 days, 박세라 1 day.
    for (const [name, days] of [
      ['김하나', 3],
      ['이두리', 2],
      ['박세라', 1],
    ] as const) {
      const m = await signedIn(t, 'USER', name);
      members.push(m);
      for (let d = 1; d <= days; d++) {
        setNow(t, seoul(`2026-10-0${d}T12:00:00`));
        expect((await callAs(t, m.token)('POST', `/api/events/${eventId}/check-in`)).statusCode).toBe(201);
      }
    }
  });
  afterAll(() => t.close());

  it('lists members with their count and days, masked, filtered by min and keyword', async () => {
    const staff = callAs(t, manager);
    const all = (await staff('GET', `/api/admin/event/attendance?eventId=${eventId}`)).json();
    expect(all).toMatchObject({ total: 3, min: 1, page: 1, event: { id: eventId, startDate: '2026-10-01' } });
    expect(all.items.map((r: { name: string }) => r.name)).toEqual(['김하나', '이두리', '박세라']);
    const first = all.items[0];
    expect(first).toMatchObject({ count: 3, days: [1, 2, 3], memberId: members[0]?.id });
    expect(first.email).toMatch(/^me\*{3,}@example\.com$/);
    expect(first.phone).not.toContain(members[0]?.phoneNumber.slice(5, 9));
    expect(first.phone).toMatch(/^\+82\*+\d{4}$/);

    const two = (await staff('GET', `/api/admin/event/attendance?eventId=${eventId}&min=2`)).json();
    expect(two.items.map((r: { count: number }) => r.count)).toEqual([3, 2]);
    const search = (
      await staff('GET', `/api/admin/event/attendance?eventId=${eventId}&keyword=${encodeURIComponent('두리')}`)
    ).json();
    expect(search.items.map((r: { name: string }) => r.name)).toEqual(['이두리']);
    const phone = members[2]!.phoneNumber.replace('+82', '0');
    // A full number is hidden from a MANAGER: only an ADMIN searches it, unmasked.
    const admin = callAs(t, (await signedIn(t, 'ADMIN')).token);
    const byPhone = (
      await admin('GET', `/api/admin/event/attendance?eventId=${eventId}&keyword=${phone}&unmask=true`)
    ).json();
    expect(byPhone.items.map((r: { name: string }) => r.name)).toEqual(['박세라']);
    // Without eventId: the latest check-in event that has started.
    expect((await staff('GET', '/api/admin/event/attendance')).json().event.id).toBe(eventId);
    for (const q of ['min=0', 'min=29', 'min=x', 'page=0']) {
      const bad = await staff('GET', `/api/admin/event/attendance?${q}`);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().code).toBe('VALIDATION_FAILED');
    }
  });

  it('exports an .xlsx named with the minimum and the venue time, min defaulting to 1', async () => {
    setNow(t, seoul('2026-10-05T09:08:07'));
    const res = await callAs(t, manager, 'ko')('GET', `/api/admin/event/attendance/excel?eventId=${eventId}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers['content-disposition']).toBe('attachment; filename="attendance_min1_20261005090807.xlsx"');
    const rows = await rowsOf(res.rawPayload);
    expect(rows[0]).toEqual(['이름', '이메일', '전화번호', '출석 횟수', '출석한 날']);
    expect(rows.slice(1).map((r) => [r[0], r[3], r[4]])).toEqual([
      ['김하나', 3, '1, 2, 3'],
      ['이두리', 2, '1, 2'],
      ['박세라', 1, '1'],
    ]);
    for (const r of rows.slice(1)) {
      expect(String(r[1])).toMatch(/^me\*{3,}@example\.com$/);
      // A text starting with + is quoted, so a spreadsheet never takes it for a formula.
      expect(String(r[2])).toMatch(/^'\+82\*+\d{4}$/);
    }

    const min2 = await callAs(t, manager)('GET', `/api/admin/event/attendance/excel?eventId=${eventId}&min=2`);
    expect(min2.headers['content-disposition']).toBe('attachment; filename="attendance_min2_20261005090807.xlsx"');
    expect((await rowsOf(min2.rawPayload)).slice(1).map((r) => r[0])).toEqual(['김하나', '이두리']);
    expect(
      (
        await rowsOf(
          (await callAs(t, manager)('GET', `/api/admin/event/attendance/excel?eventId=${eventId}&min=4`)).rawPayload,
        )
      ).length,
    ).toBe(1);
  });

  it('shows full e-mails to ADMIN only, and logs every export', async () => {
    const admin = await signedIn(t, 'ADMIN');
    const denied = await callAs(t, manager)('GET', `/api/admin/event/attendance/excel?eventId=${eventId}&unmask=true`);
    expect(denied.statusCode).toBe(403);
    const res = await callAs(t, admin.token)('GET', `/api/admin/event/attendance/excel?eventId=${eventId}&unmask=true`);
    expect(res.statusCode).toBe(200);
    const emails = (await rowsOf(res.rawPayload)).slice(1).map((r) => r[1]);
    expect(emails).toEqual(members.map((m) => m.email));
    const audit = (await callAs(t, admin.token)('GET', '/api/admin/audit?action=event.attendance.export')).json();
    expect(audit.total).toBe(4);
    expect(audit.items[0]).toMatchObject({ targetId: String(eventId), details: { min: 1, unmask: true, rows: 3 } });
  });
});

describe('attendance keyword for staff who see masked data', () => {
  let t: TestApp;
  let eventId = 0;
  let manager: Awaited<ReturnType<typeof signedIn>>;
  let admin: string;
  let hidden: Awaited<ReturnType<typeof signedIn>>;
  beforeAll(async () => {
    t = await createTestApp();
    manager = await signedIn(t, 'MANAGER');
    admin = (await signedIn(t, 'ADMIN')).token;
    eventId = await createEvent(t, manager.token, { startDate: '2026-10-01' });
    setNow(t, seoul('2026-10-01T12:00:00'));
    hidden = await signedIn(t, 'USER', '최은비');
    await t.app.database.db.update(users).set({ email: 'secretlocal@example.org' }).where(eq(users.id, hidden.id));
    const other = await signedIn(t, 'USER', '한다른');
    for (const m of [hidden, other]) {
      expect((await callAs(t, m.token)('POST', `/api/events/${eventId}/check-in`)).statusCode).toBe(201);
    }
  });
  afterAll(() => t.close());

  const names = async (token: string, keyword: string, unmask = '') => {
    const res = await callAs(t, token)(
      'GET',
      `/api/admin/event/attendance?eventId=${eventId}&keyword=${encodeURIComponent(keyword)}${unmask}`,
    );
    expect(res.statusCode).toBe(200);
    return res.json().items.map((r: { name: string }) => r.name);
  };

  it('matches only what a MANAGER sees: a hidden part of an e-mail or phone finds nobody', async () => {
    const phone = hidden.phoneNumber;
    for (const keyword of [
      'secretlocal',
      'cret',
      'SECRETLOCAL@example',
      phone,
      phone.replace('+82', '0'),
      phone.slice(3, 9),
    ]) {
      expect(await names(manager.token, keyword), keyword).toEqual([]);
    }
    // What is on the screen still finds the member: the name, the masked e-mail, the masked phone.
    for (const keyword of ['은비', 'se*********@example.org', 'se***', 'example.org', phone.slice(-4), '+82*']) {
      expect(await names(manager.token, keyword), keyword).toContain('최은비');
    }
    const excel = await callAs(t, manager.token)(
      'GET',
      `/api/admin/event/attendance/excel?eventId=${eventId}&keyword=secretlocal`,
    );
    expect(excel.statusCode).toBe(200);
    expect((await rowsOf(excel.rawPayload)).length).toBe(1);
  });

  it('searches what masks hide only in an unmasked read (ADMIN, after a step-up)', async () => {
    // Masked, an ADMIN's keyword matches what is shown, as a MANAGER's does.
    expect(await names(admin, 'secretlocal')).toEqual([]);
    expect(await names(admin, 'se***')).toEqual(['최은비']);
    expect(await names(admin, 'secretlocal', '&unmask=true')).toEqual(['최은비']);
    expect(await names(admin, hidden.phoneNumber.replace('+82', '0'), '&unmask=true')).toEqual(['최은비']);
  });

  it('records every keyword search in the audit log: who, what keyword, which list', async () => {
    await names(manager.token, 'needle');
    const log = (await callAs(t, admin)('GET', '/api/admin/audit?action=event.attendance.search')).json();
    expect(log.items[0]).toMatchObject({
      actor: { id: manager.id, email: manager.email },
      targetType: 'event',
      targetId: String(eventId),
      details: { keyword: 'needle', list: 'attendance', rows: 0 },
    });
    expect(log.total).toBe(17); // 12 + 1 by the MANAGER, 4 by the ADMIN
  });
});

describe('attendance export whatever the names in it', () => {
  let t: TestApp;
  let eventId = 0;
  let manager: string;
  beforeAll(async () => {
    t = await createTestApp();
    manager = (await signedIn(t, 'MANAGER')).token;
    eventId = await createEvent(t, manager, { startDate: '2026-10-01' });
    setNow(t, seoul('2026-10-01T12:00:00'));
    const m = await signedIn(t, 'USER', '김하나');
    expect((await callAs(t, m.token)('POST', `/api/events/${eventId}/check-in`)).statusCode).toBe(201);
    await t.app.database.db
      .update(users)
      .set({ name: '=HYPERLINK("https://evil.example","x")' })
      .where(eq(users.id, m.id));
  });
  afterAll(() => t.close());

  /** Staff rename the sheet (a UI string, admin:eventAdmin.excel.sheet) and publish it. */
  const renameSheet = async (name: string) => {
    const staff = callAs(t, manager);
    const edit = await staff('PUT', '/api/admin/translation/strings', {
      namespace: 'admin',
      key: 'eventAdmin.excel.sheet',
      lang: 'ko',
      value: name,
    });
    expect(edit.statusCode).toBe(204);
    expect((await staff('POST', '/api/admin/translation/update', { memo: 'sheet name' })).statusCode).toBe(200);
  };
  const exported = () => callAs(t, manager, 'ko')('GET', `/api/admin/event/attendance/excel?eventId=${eventId}`);

  it('makes a valid sheet name of any staff-edited text', async () => {
    const cases: Array<[string, string]> = [
      ['출석: 11/25', '출석_ 11_25'],
      ['[출석]*?\\', '_출석____'],
      ['History', 'attendance'],
      ['history', 'attendance'],
      ["'출석'", '출석'],
      ["''", 'attendance'],
      ['출석 명단 '.repeat(8), '출석 명단 출석 명단 출석 명단 출석 명단 출석 명단 출'],
    ];
    for (const [name, sheet] of cases) {
      await renameSheet(name);
      const res = await exported();
      expect(res.statusCode, name).toBe(200);
      const read = await sheetOf(res.rawPayload);
      expect(read.name, name).toBe(sheet);
      expect(read.name.length).toBeLessThanOrEqual(31);
      expect((await rowsOf(res.rawPayload)).length).toBe(2);
    }
  });

  it('quotes every text a spreadsheet would take for a formula, headings included', async () => {
    await renameSheet('출석');
    const heading = await callAs(t, manager)('PUT', '/api/admin/translation/strings', {
      namespace: 'admin',
      key: 'eventAdmin.excel.name',
      lang: 'ko',
      value: '@이름',
    });
    expect(heading.statusCode).toBe(204);
    await callAs(t, manager)('POST', '/api/admin/translation/update', { memo: 'heading' });
    const rows = await rowsOf((await exported()).rawPayload);
    expect(rows[0]?.[0]).toBe("'@이름");
    expect(rows[1]?.[0]).toBe('\'=HYPERLINK("https://evil.example","x")');
    expect(rows[1]?.[3]).toBe(1); // numbers stay numbers
  });
});
