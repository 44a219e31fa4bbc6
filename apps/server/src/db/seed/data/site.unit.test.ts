import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@atrium/shared/languages';
import { validateData } from '@atrium/shared/content/validate';
import { site } from '@atrium/shared/content/types/singletons';
import demo from './site.json' with { type: 'json' };

describe('the site singleton’s demo data', () => {
  it('passes the declaration’s validation unchanged', () => {
    const result = validateData(site, demo);
    expect(result).toEqual({ ok: true, data: demo });
  });

  it('has the managing body and the app notice in all five languages', () => {
    for (const lang of LANGUAGES) {
      expect(demo.managingBody[lang]).toBeTruthy();
      expect(demo.appNotice[lang]).toBeTruthy();
    }
  });
});
