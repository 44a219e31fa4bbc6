import { describe, expect, it } from 'vitest';
import { visitInfo } from '@atrium/shared/content/types/singletons';
import { localizedTexts, validateData } from '@atrium/shared/content/validate';
import { LANGUAGES } from '@atrium/shared/languages';
import demo from './visit-info.json' with { type: 'json' };

/** The demo data as the site shows it before the seed has drawn its map picture (visit.service.ts). */
const withoutPicture = { ...demo, mapImage: null };

describe('demo visit information (visit-info.json)', () => {
  it('passes the visit-info declaration, its map picture aside', () => {
    const result = validateData(visitInfo, withoutPicture);
    expect(result).toMatchObject({ ok: true, data: { ...withoutPicture, mapLinks: null } });
  });

  it('has every text in all five languages', () => {
    const result = validateData(visitInfo, withoutPicture);
    if (!result.ok) throw new Error('invalid');
    for (const { path, values } of localizedTexts(visitInfo, result.data)) {
      for (const lang of LANGUAGES) expect(values[lang], `${path}.${lang}`).toBeTruthy();
    }
  });
});
