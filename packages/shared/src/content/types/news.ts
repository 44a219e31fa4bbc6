import { defineType } from '../define';
import { boolean, list, longText, media, number, richText, text } from '../fields';

/** The largest id a news_articles row can have (a Postgres integer). */
const MAX_ROW_ID = 2_147_483_647;

/**
 * News from the central administration: an item with its cover and summary, holding articles.
 * Each article keeps its row id (given when it is first saved, hidden from editors), so its public
 * address /news/{id}/{articleId} stays the same across publishes.
 */
export const news = defineType({
  type: 'news',
  titleField: 'title',
  previewPath: 'news/{id}',
  fields: {
    title: text({ required: true, max: 300 }),
    summary: longText({ max: 2000 }),
    cover: media(),
    /**
     * The public date (ISO instant). Empty: the time of the first publish, kept on later ones;
     * set by the demo data and the spec's news routes, which take a date.
     */
    publishedAt: text({ localized: false, max: 40, hidden: true }),
    articles: list(
      {
        id: number(1, MAX_ROW_ID, { integer: true, hidden: true }),
        title: text({ required: true, max: 300 }),
        body: richText(),
        /** Kept from visitors while the news item is public. */
        hidden: boolean(),
      },
      50,
    ),
  },
});
