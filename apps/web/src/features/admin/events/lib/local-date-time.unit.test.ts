import { describe, expect, it } from 'vitest';
import { fromLocalInput, toLocalInput } from './local-date-time';

describe('datetime-local values', () => {
  it('goes from an instant to the input and back unchanged', () => {
    const iso = '2026-04-10T01:30:00.000Z';
    expect(fromLocalInput(toLocalInput(iso))).toBe(iso);
    expect(toLocalInput(iso)).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
  });

  it('gives empty values for empty or unreadable input', () => {
    expect(fromLocalInput('')).toBe('');
    expect(fromLocalInput('soon')).toBe('');
    expect(toLocalInput('never')).toBe('');
  });
});
