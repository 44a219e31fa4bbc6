import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/test/app';
import { tokenFor } from '#server/test/members';

const L = (ko: string, en?: string) => ({ ko, ...(en ? { en } : {}) });

describe('news', () => {
  let t: TestApp;
  let manager: string;
  let member: string;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: 'true' });
    manager = await tokenFor(t.app, 'MANAGER');
    member = await tokenFor(t.app);
  });
  afterAll(() => t.close());

  const admin = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, token = manager) =>
    t.app.inject({ method, url: `/api/admin${url}`, payload, headers: { authorization: `Bearer ${token}` } });
  const visit = (url: string, lang = 'en') => t.app.inject({ url, headers: { 'accept-language': lang } });

  let publicId = 0;
  let hiddenId = 0;
  let articleIds: number[] = [];

  it('lets staff create news with articles, and nothing is public until published', async () => {
    const created = await admin('POST', '/news', {
      title: L('새 전시 개막', 'New exhibition opens'),
      summary: L('요약', 'Summary'),
      publishedAt: '2026-05-01T09:00:00+09:00',
      articles: [
        {
          title: L('첫 기사', 'First article'),
          body: { ko: '<p>본문</p>', en: '<p>Body</p><script>alert(1)</script>' },
          isPublic: true,
        },
        { title: L('둘째 기사', 'Second article'), body: { ko: '<p>둘</p>' }, isPublic: false },
        { title: L('셋째 기사', 'Third article'), body: { ko: '<p>셋</p>' }, isPublic: true },
      ],
    });
    expect(created.statusCode).toBe(201);
    const body = created.json();
    publicId = body.id;
    articleIds = body.articles.map((a: { id: number }) => a.id);
    expect(body.isPublic).toBe(false);
    expect(body.articles[0].body.en).toBe('<p>Body</p>');
    expect((await visit(`/api/news/${publicId}`)).statusCode).toBe(404);

    const hidden = await admin('POST', '/news', { title: L('비공개 소식'), summary: L('비공개'), isPublic: false });
    hiddenId = hidden.json().id;
    expect((await admin('POST', '/news/isPublic', { newsId: publicId, isPublic: true })).statusCode).toBe(204);
  });

  it('shows visitors only public items and articles, everywhere', async () => {
    const list = (await visit('/api/news')).json();
    expect(list.items.map((i: { id: number }) => i.id)).toEqual([publicId]);
    expect(list.items[0]).toMatchObject({ title: 'New exhibition opens', articleCount: 2 });
    const detail = (await visit(`/api/news/${publicId}`)).json();
    expect(detail.articles.map((a: { id: number }) => a.id)).toEqual([articleIds[0], articleIds[2]]);
    expect((await visit(`/api/news/${publicId}/${articleIds[1]}`)).statusCode).toBe(404);
    expect((await visit(`/api/news/${hiddenId}`)).statusCode).toBe(404);
    const article = (await visit(`/api/news/${publicId}/${articleIds[0]}`)).json();
    expect(article).toMatchObject({ title: 'First article', prev: null, next: { id: articleIds[2] } });
    // Heads and the sitemap say nothing of what is not public.
    expect((await t.app.inject(`/en/news/${hiddenId}`)).statusCode).toBe(404);
    expect((await t.app.inject(`/en/news/${publicId}/${articleIds[1]}`)).statusCode).toBe(404);
    expect((await t.app.inject(`/en/news/${publicId}/${articleIds[0]}`)).body).toContain('<title>First article |');
    const sitemap = (await t.app.inject('/sitemap.xml')).body;
    expect(sitemap).toContain(`/en/news/${publicId}</loc>`);
    expect(sitemap).toContain(`/en/news/${publicId}/${articleIds[0]}</loc>`);
    expect(sitemap).not.toContain(`/news/${publicId}/${articleIds[1]}<`);
    expect(sitemap).not.toContain(`/news/${hiddenId}<`);
  });

  it('says which language each text was served in, when they differ (es: title in English, summary in Korean)', async () => {
    const created = await admin('POST', '/news', {
      title: L('번역 중인 소식', 'News in translation'),
      summary: L('요약만 한국어'),
      isPublic: true,
      articles: [{ title: L('기사', 'Article'), body: { ko: '<p>한국어 본문</p>' }, isPublic: true }],
    });
    const id = created.json().id;
    const aid = created.json().articles[0].id;
    const item = (await visit(`/api/news/${id}`, 'es')).json();
    expect(item).toMatchObject({ title: 'News in translation', summary: '요약만 한국어', lang: 'en' });
    expect(item.langs).toEqual({ title: 'en', summary: 'ko' });
    const listed = (await visit('/api/news', 'es')).json().items.find((i: { id: number }) => i.id === id);
    expect(listed.langs).toEqual({ title: 'en', summary: 'ko' });
    const article = (await visit(`/api/news/${id}/${aid}`, 'es')).json();
    expect(article).toMatchObject({ title: 'Article', body: '<p>한국어 본문</p>', lang: 'en' });
    expect(article.langs).toEqual({ title: 'en', body: 'ko', summary: 'ko' });
    expect((await admin('DELETE', `/news/${id}`)).statusCode).toBe(204);
  });

  it('pages the public list newest first, from page 1', async () => {
    for (let i = 0; i < 21; i++) {
      await admin('POST', '/news', {
        title: L(`소식 ${i}`),
        summary: L('요약'),
        isPublic: true,
        publishedAt: `2026-06-${String(i + 1).padStart(2, '0')}T00:00:00Z`,
      });
    }
    const first = (await visit('/api/news')).json();
    expect(first).toMatchObject({ page: 1, pageSize: 20, total: 22 });
    expect(first.items[0].title).toBe('소식 20');
    const second = (await visit('/api/news?page=2')).json();
    expect(second.items).toHaveLength(2);
    expect(second.items.at(-1).id).toBe(publicId); // published in May, before the June items
  });

  it('updates, toggles and deletes by role, in the audit log', async () => {
    const item = (await admin('GET', `/news/${publicId}`)).json();
    const updated = await admin('PUT', '/news', {
      id: publicId,
      title: L('새 전시', 'The new exhibition'),
      summary: item.summary,
      isPublic: true,
      articles: [
        {
          id: articleIds[1],
          title: L('둘째', 'Second'),
          body: { en: '<p onclick="x()">Now public</p>' },
          isPublic: true,
        },
      ],
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().articles.find((a: { id: number }) => a.id === articleIds[1]).body.en).toBe(
      '<p>Now public</p>',
    );
    expect((await visit(`/api/news/${publicId}/${articleIds[1]}`)).json().title).toBe('Second');
    expect((await admin('PUT', '/news', { id: 999999, title: L('x'), summary: {} })).statusCode).toBe(404);
    expect(
      (await admin('POST', '/news/isPublic', { newsId: publicId, articleId: 999999, isPublic: true })).statusCode,
    ).toBe(404);
    expect((await admin('DELETE', `/news/article/${articleIds[2]}`)).statusCode).toBe(204);
    expect((await visit(`/api/news/${publicId}/${articleIds[2]}`)).statusCode).toBe(404);
    expect((await admin('DELETE', `/news/${hiddenId}`)).statusCode).toBe(204);
    expect((await admin('GET', `/news/${hiddenId}`)).statusCode).toBe(404);
    // Writes go through the editorial engine, so the audit log names them as it does for every type.
    const actions = (await t.database.db.query.auditLog.findMany())
      .filter((a) => a.targetType === 'news')
      .map((a) => a.action);
    expect(actions).toEqual(
      expect.arrayContaining(['content.create', 'content.save', 'content.publish', 'content.delete']),
    );
  });

  it('keeps members and visitors out of every admin news call', async () => {
    for (const [method, url] of [
      ['GET', '/news'],
      ['GET', `/news/${publicId}`],
      ['GET', `/news/article/${articleIds[0]}`],
      ['POST', '/news'],
      ['PUT', '/news'],
      ['POST', '/news/isPublic'],
      ['DELETE', `/news/${publicId}`],
      ['DELETE', `/news/article/${articleIds[0]}`],
    ] as const) {
      expect((await admin(method, url, {}, member)).statusCode, `${method} ${url}`).toBe(403);
      expect((await t.app.inject({ method, url: `/api/admin${url}`, payload: {} })).statusCode).toBe(401);
    }
  });

  it('refuses article pictures from other sites, which the CSP would block, saving nothing', async () => {
    const total = async () => (await admin('GET', '/news')).json().total;
    const before = await total();
    const item = (body: Record<string, string>) => ({
      title: L('사진 기사'),
      summary: L('s'),
      isPublic: true,
      articles: [
        { title: L('a'), body: { ko: '<p>ok</p>' }, isPublic: true },
        { title: L('b'), body, isPublic: true },
      ],
    });
    for (const src of ['https://evil.example/x.png', 'http://evil.example/x.png', '//evil.example/x.png']) {
      const res = await admin('POST', '/news', item({ ko: '<p>ok</p>', en: `<p>x</p><img src="${src}" alt="x">` }));
      expect(res.statusCode, src).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        fields: { 'articles.1.body.en': 'EXTERNAL_IMAGE' },
      });
    }
    expect(await total()).toBe(before);

    // A picture from the media library saves, and an edit adding a foreign one changes nothing.
    const library = '<p>x</p><img src="/media/uploads/2026/01/hall.jpg" alt="Hall" width="640" height="400">';
    const saved = await admin('POST', '/news', item({ ko: library }));
    expect(saved.statusCode).toBe(201);
    const { id, articles } = saved.json();
    expect(articles[1].body.ko).toContain('<img src="/media/uploads/2026/01/hall.jpg"');
    const edit = await admin('PUT', '/news', {
      ...item({ ko: '<img src="https://evil.example/x.png">' }),
      id,
      title: L('바뀐 제목'),
      articles: [{ id: articles[1].id, title: L('b'), body: { ko: '<img src="https://evil.example/x.png">' } }],
    });
    expect(edit.statusCode).toBe(400);
    expect(edit.json().fields).toEqual({ 'articles.0.body.ko': 'EXTERNAL_IMAGE' });
    const after = (await admin('GET', `/news/${id}`)).json();
    expect(after.title.ko).toBe('사진 기사');
    expect(after.articles[1].body.ko).toContain('/media/uploads/2026/01/hall.jpg');
    expect((await admin('DELETE', `/news/${id}`)).statusCode).toBe(204);
  });

  it('stores any posted XSS harmlessly and serves it harmless', async () => {
    const evil = '<img src=x onerror=alert(1)><a href="javascript:alert(1)">x</a><p style="color:red">y</p>';
    const res = await admin('POST', '/news', {
      title: L('<script>alert(1)</script>'),
      summary: L('s'),
      isPublic: true,
      articles: [{ title: L('t'), body: { ko: evil }, isPublic: true }],
    });
    const { id, articles } = res.json();
    const article = (await visit(`/api/news/${id}/${articles[0].id}`, 'ko')).json();
    expect(article.body).not.toMatch(/onerror|javascript:|style=/);
    // Titles are text, escaped wherever HTML is made of them.
    expect((await t.app.inject(`/ko/news/${id}`)).body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });
});
