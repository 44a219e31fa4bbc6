import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { callAs, createEvent, seoul, setNow, signedIn } from './events.test-support';

async function rowsOf(file: Buffer) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(file as unknown as ArrayBuffer);
  const sheet = book.worksheets[0];
  if (!sheet) throw new Error('no sheet');
  const rows: unknown[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
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
    const byPhone = (await staff('GET', `/api/admin/event/attendance?eventId=${eventId}&keyword=${phone}`)).json();
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
      expect(String(r[2])).toMatch(/^\+82\*+\d{4}$/);
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
