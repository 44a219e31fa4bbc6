import { describe, expect, it } from 'vitest';
import { visitInfo } from '@atrium/shared/content/types/singletons';
import { localizedTexts, validateData } from '@atrium/shared/content/validate';
import { LANGUAGES } from '@atrium/shared/languages';
import demo from './visit-info.json' with { type: 'json' };

describe('demo visit information (visit-info.json)', () => {
  it('passes the visit-info declaration unchanged', () => {
    const result = validateData(visitInfo, demo);
    expect(result).toEqual({ ok: true, data: demo });
  });

  it('has every text in all five languages', () => {
    const result = validateData(visitInfo, demo);
    if (!result.ok) throw new Error('invalid');
    for (const { path, values } of localizedTexts(visitInfo, result.data)) {
      for (const lang of LANGUAGES) expect(values[lang], `${path}.${lang}`).toBeTruthy();
    }
  });
});
