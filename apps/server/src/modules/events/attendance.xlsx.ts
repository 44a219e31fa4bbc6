import type { AttendanceRow } from '@atrium/shared/api/events';
import type { Language } from '@atrium/shared/languages';

/** exceljs is large: loaded when the first export is made, not at start. */
const loadExcel = async () => (await import('exceljs')).default;

/** Column headings in the staff member's language (the sheet is read by people, not re-imported). */
const HEADINGS: Record<
  Language,
  { sheet: string; name: string; email: string; phone: string; count: string; days: string }
> = {
  ko: { sheet: '출석', name: '이름', email: '이메일', phone: '전화번호', count: '출석 횟수', days: '출석한 날' },
  en: {
    sheet: 'Attendance',
    name: 'Name',
    email: 'E-mail',
    phone: 'Phone',
    count: 'Check-ins',
    days: 'Days checked in',
  },
  ja: { sheet: '出席', name: '氏名', email: 'メール', phone: '電話番号', count: '出席回数', days: '出席した日' },
  es: {
    sheet: 'Asistencia',
    name: 'Nombre',
    email: 'Correo electrónico',
    phone: 'Teléfono',
    count: 'Asistencias',
    days: 'Días con asistencia',
  },
  fr: {
    sheet: 'Présence',
    name: 'Nom',
    email: 'E-mail',
    phone: 'Téléphone',
    count: 'Présences',
    days: 'Jours de présence',
  },
};

/** One row per member: name, e-mail (masked unless an ADMIN asked otherwise), phone (masked), count, days. */
export async function writeAttendanceWorkbook(
  rows: AttendanceRow[],
  { lang, eventTitle }: { lang: Language; eventTitle: string; timezone: string },
): Promise<Buffer> {
  const h = HEADINGS[lang];
  const book = new (await loadExcel()).Workbook();
  book.creator = 'Atrium';
  book.title = eventTitle;
  const sheet = book.addWorksheet(h.sheet, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = [
    { header: h.name, key: 'name', width: 20 },
    { header: h.email, key: 'email', width: 32 },
    { header: h.phone, key: 'phone', width: 18 },
    { header: h.count, key: 'count', width: 12 },
    { header: h.days, key: 'days', width: 60 },
  ];
  sheet.getRow(1).font = { bold: true };
  for (const r of rows) {
    sheet.addRow({ name: r.name, email: r.email, phone: r.phone ?? '', count: r.count, days: r.days.join(', ') });
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}
