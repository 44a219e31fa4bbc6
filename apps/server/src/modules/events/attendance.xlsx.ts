import type { AttendanceRow } from '@atrium/shared/api/events-admin';
import { loadExcel, safeSheetName, workbookBuffer } from '#server/lib/spreadsheet';

/** Column headings in the staff member's language, from the UI strings (admin:eventAdmin.excel.*). */
export type AttendanceHeadings = Record<
  'sheet' | 'name' | 'email' | 'phone' | 'count' | 'days' | 'deletedMember',
  string
>;

/** One row per member: name, e-mail (masked unless an ADMIN asked otherwise), phone (masked), count, days. */
export async function writeAttendanceWorkbook(
  rows: AttendanceRow[],
  { headings: h, eventTitle }: { headings: AttendanceHeadings; eventTitle: string },
): Promise<Buffer> {
  const book = new (await loadExcel()).Workbook();
  book.creator = 'Atrium';
  book.title = eventTitle;
  // The sheet name is a UI string staff can edit: any text must still make a workbook.
  const sheet = book.addWorksheet(safeSheetName(h.sheet, 'attendance'), { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = [
    { header: h.name, key: 'name', width: 20 },
    { header: h.email, key: 'email', width: 32 },
    { header: h.phone, key: 'phone', width: 18 },
    { header: h.count, key: 'count', width: 12 },
    { header: h.days, key: 'days', width: 60 },
  ];
  sheet.getRow(1).font = { bold: true };
  for (const r of rows) {
    sheet.addRow({
      name: r.deleted ? h.deletedMember : r.name,
      email: r.email,
      phone: r.phone ?? '',
      count: r.count,
      days: r.days.join(', '),
    });
  }
  return workbookBuffer(book);
}
