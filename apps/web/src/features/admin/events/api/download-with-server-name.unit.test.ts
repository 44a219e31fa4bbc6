import { describe, expect, it } from 'vitest';
import { fileNameFromDisposition } from './download-with-server-name';

describe('fileNameFromDisposition', () => {
  it('reads the plain and the extended file name', () => {
    expect(fileNameFromDisposition('attachment; filename="attendance_min1_20261122093000.xlsx"')).toBe(
      'attendance_min1_20261122093000.xlsx',
    );
    expect(fileNameFromDisposition('attachment; filename=report.xlsx')).toBe('report.xlsx');
    expect(
      fileNameFromDisposition(`attachment; filename="fallback.xlsx"; filename*=UTF-8''%EC%B6%9C%EC%84%9D.xlsx`),
    ).toBe('출석.xlsx');
  });

  it('gives null without a header or a name', () => {
    expect(fileNameFromDisposition(null)).toBeNull();
    expect(fileNameFromDisposition('inline')).toBeNull();
  });
});
