import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/test/app';
import { tokenFor } from '#server/test/members';
import { mediaRow, staffCaller } from '#server/test/factories/content';
import { standInWebBuild } from '#server/test/web-build';

/**
 * A stand-in server renderer whose renders of preview pages wait at a gate the test opens
 * (globalThis: the module is loaded by the app, outside this file's scope), counting how many
 * are under way at once.
 */
const RENDERER = `
const state = (globalThis.__previewRenders = { active: 0, most: 0, started: 0, gate: Promise.resolve(), onStart: () => {} });
export async function warmUp() {}
export async function renderPage(input) {
  if (input.url.includes('preview=')) {
    state.active += 1;
    state.started += 1;
    state.most = Math.max(state.most, state.active);
    state.onStart();
    await state.gate;
    state.active -= 1;
  }
  return { html: '<main>rendered</main>', styles: '', namespaces: ['common'], keys: {} };
}`;

interface RenderState {
  active: number;
  most: number;
  started: number;
  gate: Promise<void>;
  onStart: () => void;
}
const renders = () => (globalThis as { __previewRenders?: RenderState }).__previewRenders!;

/** Closes the renderer's gate: preview renders wait until `open()` (or, failing that, `fallbackMs`). */
function closeGate(fallbackMs: number) {
  let open = () => {};
  renders().gate = new Promise<void>((resolve) => (open = resolve));
  let openedByFallback = false;
  const fallback = setTimeout(() => {
    openedByFallback = true;
    open();
  }, fallbackMs);
  return {
    open: () => (clearTimeout(fallback), open()),
    openedByFallback: () => openedByFallback,
  };
}

describe('preview links', () => {
  let t: TestApp;
  let build: ReturnType<typeof standInWebBuild>;
  let manager: string;
  let id: number;
  const now = { at: new Date() };
  beforeAll(async () => {
    build = standInWebBuild(RENDERER);
    t = await createTestApp({ WEB_DIST: build.dir });
    t.app.clock.now = () => now.at;
    manager = await tokenFor(t.app, 'MANAGER');
    const image = await mediaRow(t.database, { key: 'test/p.png' });
    const staff = staffCaller(t.app, manager);
    const slide = (en: string) => ({ title: { ko: '기억의 정원', en }, pcImage: image, mobileImage: image, link: '' });
    id = (await staff('POST', '/main-slides', { data: slide('The garden of memory') })).json().id;
    await staff('POST', `/main-slides/${id}/publish`, { memo: '' });
    await staff('PUT', `/main-slides/${id}`, { data: slide('The garden of remembrance (draft)') });
  });
  afterAll(async () => {
    await t.close();
    build.remove();
  });

  /** A link of its own (a second later: another token), so its page is rendered anew. */
  const linkFor = async (lang: string, adminLang = 'ko') => {
    now.at = new Date(now.at.getTime() + 1000);
    const res = await t.app.inject({
      url: `/api/admin/content/main-slides/${id}/preview?lang=${lang}`,
      headers: { authorization: `Bearer ${manager}`, 'accept-language': adminLang },
    });
    expect(res.statusCode).toBe(200);
    const url = new URL(res.json().url);
    expect(url.origin).toBe('https://atrium.test');
    return url.pathname + url.search;
  };

  it('renders the real page with the draft, marked as a preview, noindex, saying where a language falls back', async () => {
    const path = await linkFor('es', 'en');
    expect(path).toMatch(/^\/es\/\?preview=/);
    const res = await t.app.inject(path);
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-robots-tag']).toContain('noindex');
    expect(res.headers['cache-control']).toContain('no-store');
    expect(res.body).toContain('The garden of remembrance (draft)');
    expect(res.body).toContain('<meta name="robots" content="noindex, nofollow">');
    // The bar speaks the admin's language, names fields by their labels and leads back to the editor.
    const bar = /<div class="atrium-preview"[^]*?<\/div>/.exec(res.body)?.[0] ?? '';
    expect(bar).toContain('lang="en"');
    expect(bar).toContain('Language shown: Spanish');
    expect(bar).toContain('Changed in this draft: Title');
    expect(bar).toContain('Spanish missing: shown in English (Title)');
    expect(bar).toContain(
      `<a class="atrium-preview-back" href="/admin/content/main-slides/${id}">Back to the editor</a>`,
    );
    const korean = await t.app.inject(await linkFor('es', 'ko'));
    expect(korean.body).toContain('이 초안에서 바뀐 항목: 제목');
  });

  it('changes nothing public: the page, the API and their caches still show what is published', async () => {
    await t.app.inject(await linkFor('en'));
    const page = await t.app.inject('/en/');
    expect(page.body).toContain('The garden of memory');
    expect(page.body).not.toContain('(draft)');
    const slides = (await t.app.inject({ url: '/api/slides', headers: { 'accept-language': 'en' } })).json();
    expect(slides.mainSlides.map((s: { title: string }) => s.title)).toEqual(['The garden of memory']);
  });

  it('holds no database connection while the page renders: a public read meanwhile is answered', async () => {
    const path = await linkFor('en');
    const gate = closeGate(10_000);
    const started = new Promise<void>((resolve) => (renders().onStart = resolve));
    const preview = t.app.inject(path);
    await started;
    // A read of the database (search results are never cached), while the preview's page renders.
    const read = await t.app.inject({ url: '/api/search?q=garden', remoteAddress: '203.0.113.90' });
    expect(read.statusCode).toBe(200);
    expect(gate.openedByFallback()).toBe(false);
    gate.open();
    const page = await preview;
    expect(page.statusCode).toBe(200);
    // Rendered from the draft the read saw.
    expect(page.body).toContain('The garden of remembrance (draft)');
    expect(page.body).toContain('<main>rendered</main>');
  }, 30_000);

  it('renders two previews at a time: a third waits for a turn', async () => {
    renders().most = 0;
    renders().started = 0;
    const gate = closeGate(3_000);
    // Were a third render to start beside two others, the gate would open at once.
    renders().onStart = () => {
      if (renders().started >= 3) gate.open();
    };
    const links = await Promise.all(['ko', 'es', 'fr'].map((lang) => linkFor(lang)));
    const pages = await Promise.all(links.map((path) => t.app.inject(path)));
    expect(pages.map((page) => page.statusCode)).toEqual([200, 200, 200]);
    expect(renders().started).toBe(3);
    expect(renders().most).toBe(2);
  }, 30_000);

  it('refuses a link that was tampered with, or is more than an hour old', async () => {
    const path = await linkFor('ko');
    const tampered = await t.app.inject(path.slice(0, -3) + 'abc');
    expect(tampered.statusCode).toBe(410);
    expect(tampered.body).toContain('미리 보기 링크가 만료되었거나');
    now.at = new Date(now.at.getTime() + 61 * 60_000);
    const expired = await t.app.inject(path);
    expect(expired.statusCode).toBe(410);
    expect(expired.body).not.toContain('(draft)');
  });
});
