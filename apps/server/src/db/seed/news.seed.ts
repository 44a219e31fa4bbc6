import { sql } from 'drizzle-orm';
import { LANGUAGES } from '@atrium/shared/languages';
import { newsArticles, newsItems } from '../../modules/news/news.table';
import { sanitizeArticleHtml } from '../../modules/news/news.sanitize';
import { escapeHtml } from '../../lib/html';
import type { SeedStep } from './index';
import { drawPicture } from './pictures';
import { storePicture } from './store-pictures';
import { NEWS } from './content/news';

/** Several news items with articles in five languages (one item and one article kept non-public). */
export const newsSeed: SeedStep = {
  name: 'news',
  async run({ db, storage }) {
    await db.transaction(async (tx) => {
      const [{ n } = { n: 0 }] = await tx.select({ n: sql<number>`count(*)::int` }).from(newsItems);
      if (n > 0) return;
      for (const item of NEWS) {
        const cover = await storePicture(
          tx,
          storage,
          `seed/${item.cover.name}.jpg`,
          await drawPicture(item.cover),
          'image/jpeg',
          item.cover.alt,
        );
        const [row] = await tx
          .insert(newsItems)
          .values({
            title: item.title,
            summary: item.summary,
            publishedAt: new Date(item.publishedAt),
            isPublic: item.isPublic,
            coverId: cover,
          })
          .returning({ id: newsItems.id });
        if (!row) throw new Error('news seed insert failed');
        for (const [position, a] of item.articles.entries()) {
          let figure = '';
          if (a.picture) {
            await storePicture(
              tx,
              storage,
              `seed/${a.picture.name}.jpg`,
              await drawPicture(a.picture),
              'image/jpeg',
              a.picture.alt,
            );
          }
          const body = Object.fromEntries(
            await Promise.all(
              LANGUAGES.map(async (lang) => {
                if (a.picture) {
                  figure = `<figure><img src="/media/seed/${a.picture.name}.jpg" alt="${escapeHtml(a.picture.alt[lang])}" width="${a.picture.width}" height="${a.picture.height}"></figure>`;
                }
                return [lang, await sanitizeArticleHtml(figure + a.body[lang])];
              }),
            ),
          );
          await tx
            .insert(newsArticles)
            .values({ newsId: row.id, position, title: a.title, body, isPublic: a.isPublic });
        }
      }
    });
  },
};
