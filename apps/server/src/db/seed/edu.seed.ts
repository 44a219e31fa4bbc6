import { sql } from 'drizzle-orm';
import { LANGUAGES, type Language } from '@atrium/shared/languages';
import { escapeHtml } from '../../lib/html';
import { artworks, exhibitions } from '../../modules/exhibitions/exhibitions.table';
import { webtoonEpisodes } from '../../modules/webtoons/webtoons.table';
import { epicEpisodes, type QuizQuestionRow } from '../../modules/epic/epic.table';
import { sunghwaChapters } from '../../modules/sunghwa/sunghwa.table';
import { SUNGHWA_SETTING, type SunghwaSetting } from '../../modules/sunghwa/sunghwa.service';
import type { SectionRow } from '../../modules/spaces/spaces.table';
import type { VideoRow } from '../../modules/edu/video';
import { siteSettings } from '../settings.table';
import type { Db } from '../client';
import type { SeedStep } from './index';
import type { L, PictureSeed, SectionSeed } from './content/types';
import type { PanelSeed, VideoSeed, WebtoonSeed } from './content/edu-types';
import { drawAll, drawPicture } from './pictures';
import { seededPictures, storePicture } from './store-pictures';
import { EXHIBITIONS } from './content/edu-exhibitions';
import { WEBTOONS } from './content/edu-webtoons';
import { EPIC } from './content/edu-epic';
import { SUNGHWA } from './content/edu-sunghwa';

const PANEL_WIDTH = 800;
const PANEL_HEIGHT = 1200;
const CHOICE_IDS = ['a', 'b', 'c', 'd', 'e'];

/** How each language quotes a spoken line, for the panels' alt text. */
const QUOTE: Record<Language, (s: string) => string> = {
  ko: (s) => `“${s}”`,
  en: (s) => `“${s}”`,
  ja: (s) => `「${s}」`,
  es: (s) => `«${s}»`,
  fr: (s) => `« ${s} »`,
};

function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && (line + ' ' + word).length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

/**
 * A speech balloon over a panel. Latin-script languages are lettered in DejaVu Sans (present on
 * every machine); Korean and Japanese, which need fonts a server may lack, get balloon strokes
 * standing for the lettering (horizontal for Korean, vertical for Japanese), and the words live
 * in the alt text.
 */
function balloon(line: string, lang: Language): string {
  const x = PANEL_WIDTH / 2;
  const y = PANEL_HEIGHT * 0.2;
  const tail = `<polygon points="${x - 30},${y + 110} ${x + 10},${y + 110} ${x - 60},${y + 190}" fill="#fff" stroke="#222" stroke-width="4"/>`;
  if (lang === 'ja') {
    const strokes = [0, 1, 2, 3]
      .map(
        (i) => `<rect x="${x + 45 - i * 30}" y="${y - 120}" width="10" height="${220 - i * 40}" rx="5" fill="#444"/>`,
      )
      .join('');
    return `${tail}<ellipse cx="${x}" cy="${y}" rx="130" ry="190" fill="#fff" stroke="#222" stroke-width="4"/>${strokes}`;
  }
  if (lang === 'ko') {
    const strokes = [0, 1, 2]
      .map(
        (i) =>
          `<rect x="${x - 200 + i * 25}" y="${y - 45 + i * 35}" width="${400 - i * 50}" height="12" rx="6" fill="#444"/>`,
      )
      .join('');
    return `${tail}<ellipse cx="${x}" cy="${y}" rx="300" ry="130" fill="#fff" stroke="#222" stroke-width="4"/>${strokes}`;
  }
  const lines = wrap(line, 24);
  const size = 38;
  const top = y - ((lines.length - 1) * size * 1.25) / 2 + size / 3;
  const text = lines
    .map(
      (l, i) =>
        `<text x="${x}" y="${top + i * size * 1.25}" font-family="DejaVu Sans, sans-serif" font-size="${size}" font-weight="700" fill="#222" text-anchor="middle">${escapeHtml(l)}</text>`,
    )
    .join('');
  return `${tail}<ellipse cx="${x}" cy="${y}" rx="330" ry="${90 + lines.length * 24}" fill="#fff" stroke="#222" stroke-width="4"/>${text}`;
}

async function drawPanel(panel: PanelSeed, lang: Language): Promise<Buffer> {
  const base = await drawPicture({ ...panel.picture, name: 'panel', width: PANEL_WIDTH, height: PANEL_HEIGHT });
  const overlay = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${PANEL_WIDTH}" height="${PANEL_HEIGHT}">${balloon(panel.line[lang], lang)}</svg>`,
  );
  const sharp = (await import('sharp')).default;
  return sharp(base)
    .composite([{ input: overlay }])
    .jpeg({ quality: 82, progressive: true })
    .toBuffer();
}

const panelAlt = (panel: PanelSeed): L =>
  Object.fromEntries(LANGUAGES.map((l) => [l, `${panel.picture.alt[l]} — ${QUOTE[l](panel.line[l])}`])) as L;

/** Panel sets of an episode: Korean (its source language) and each language it is lettered in. */
const panelLanguages = (w: WebtoonSeed): Language[] => ['ko', ...w.letteredIn.filter((l) => l !== 'ko')];

/** Exhibitions with artworks, webtoon episodes, the epic series with quizzes and the Sunghwa course (once: into empty tables). */
export const eduSeed: SeedStep = {
  name: 'edu',
  async run({ db, storage }) {
    const [{ n } = { n: 0 }] = await db.select({ n: sql<number>`count(*)::int` }).from(exhibitions);
    if (n > 0) return;
    const posters = (v?: VideoSeed) => (v ? [v.poster] : []);
    const sectionPictures = (s: SectionSeed[]) => s.flatMap((x) => (x.picture ? [x.picture] : []));
    const drawn = await drawAll([
      ...EXHIBITIONS.flatMap((e) => [
        e.cover,
        ...e.gallery,
        ...sectionPictures(e.locationGuide),
        ...sectionPictures(e.exhibitionGuide),
        ...e.artworks.flatMap((a) => [...a.pictures, ...posters(a.video)]),
      ]),
      ...WEBTOONS.map((w) => w.thumbnail),
      ...EPIC.flatMap((e) => [e.cover, ...e.gallery, ...sectionPictures(e.sections), ...posters(e.video)]),
      SUNGHWA.cover,
      ...SUNGHWA.chapters.flatMap((c) => [...sectionPictures(c.sections), ...posters(c.video)]),
    ]);
    const panels = new Map<string, Buffer>(
      await Promise.all(
        WEBTOONS.flatMap((w) =>
          panelLanguages(w).flatMap((lang) =>
            w.panels.map(async (p, i) => [`${w.sequence}-${lang}-${i}`, await drawPanel(p, lang)] as const),
          ),
        ),
      ),
    );

    await db.transaction(async (tx) => {
      // Everything goes through the transaction (PGlite has one connection).
      const { picture, sections } = seededPictures(tx, storage, drawn);
      const pictures = async (list: PictureSeed[]) => {
        const ids: string[] = [];
        for (const p of list) ids.push(await picture(p));
        return ids;
      };
      const video = async (v?: VideoSeed): Promise<VideoRow | null> =>
        v
          ? {
              provider: v.provider,
              videoId: v.videoId,
              title: v.title,
              durationSeconds: v.durationSeconds,
              posterId: await picture(v.poster),
            }
          : null;

      await seedExhibitions(tx, { picture, pictures, sections, video });

      for (const w of WEBTOONS) {
        const sets: Partial<Record<Language, string[]>> = {};
        for (const lang of panelLanguages(w)) {
          const ids: string[] = [];
          for (const [i, p] of w.panels.entries()) {
            const key = `${w.sequence}-${lang}-${i}`;
            const data = panels.get(key);
            if (!data) throw new Error(`panel ${key} was not drawn`);
            ids.push(await storePicture(tx, storage, `seed/edu-webtoon-${key}.jpg`, data, 'image/jpeg', panelAlt(p)));
          }
          sets[lang] = ids;
        }
        await tx.insert(webtoonEpisodes).values({
          sequence: w.sequence,
          title: w.title,
          summary: w.summary,
          thumbnailId: await picture(w.thumbnail),
          sourceLang: 'ko',
          panels: sets,
          publishedAt: new Date(w.publishedAt),
        });
      }

      for (const e of EPIC) {
        const quiz: QuizQuestionRow[] = e.quiz.map((question, i) => ({
          id: `q${i + 1}`,
          prompt: question.prompt,
          choices: question.choices.map((text, c) => ({ id: CHOICE_IDS[c] ?? String(c), text })),
          answer: CHOICE_IDS[question.answer] ?? String(question.answer),
          explanation: question.explanation,
        }));
        await tx.insert(epicEpisodes).values({
          sequence: e.sequence,
          title: e.title,
          summary: e.summary,
          period: e.period,
          coverId: await picture(e.cover),
          sections: await sections(e.sections),
          galleryIds: await pictures(e.gallery),
          video: await video(e.video),
          quiz,
        });
      }

      for (const [position, c] of SUNGHWA.chapters.entries()) {
        await tx.insert(sunghwaChapters).values({
          slug: c.slug,
          position,
          title: c.title,
          summary: c.summary,
          sections: await sections(c.sections),
          video: await video(c.video),
        });
      }
      const setting: SunghwaSetting = {
        title: SUNGHWA.title,
        intro: SUNGHWA.intro,
        coverId: await picture(SUNGHWA.cover),
      };
      await tx
        .insert(siteSettings)
        .values({ key: SUNGHWA_SETTING, value: setting })
        .onConflictDoNothing({ target: siteSettings.key });
    });
  },
};

interface Helpers {
  picture(p: PictureSeed): Promise<string>;
  pictures(list: PictureSeed[]): Promise<string[]>;
  sections(list: SectionSeed[]): Promise<SectionRow[]>;
  video(v?: VideoSeed): Promise<VideoRow | null>;
}

async function seedExhibitions(tx: Db, { picture, pictures, sections, video }: Helpers) {
  for (const [position, e] of EXHIBITIONS.entries()) {
    const [row] = await tx
      .insert(exhibitions)
      .values({
        slug: e.slug,
        position,
        title: e.title,
        summary: e.summary,
        description: e.description,
        place: e.place,
        hours: e.hours,
        startsOn: e.startsOn,
        endsOn: e.endsOn,
        coverId: await picture(e.cover),
        galleryIds: await pictures(e.gallery),
        locationGuide: await sections(e.locationGuide),
        exhibitionGuide: await sections(e.exhibitionGuide),
      })
      .returning({ id: exhibitions.id });
    if (!row) throw new Error('exhibition seed insert failed');
    for (const [i, a] of e.artworks.entries()) {
      await tx.insert(artworks).values({
        exhibitionId: row.id,
        position: i,
        title: a.title,
        keyword: a.keyword,
        content: a.content,
        symbol: a.symbol,
        madeIn: a.madeIn,
        scaleAndWeight: a.scaleAndWeight,
        material: a.material,
        imageIds: await pictures(a.pictures),
        video: await video(a.video),
      });
    }
  }
}
