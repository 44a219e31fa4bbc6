// npm run bench:search: site search latency and index size with 10,000 news items in five
// languages (100,000 index rows: each item and its article, per visitor language), on PGlite
// and, when it is reachable, PostgreSQL (BENCH_DB=pglite or postgres: only that one). Not a
// test: it prints p50/p95 per kind of query and the index's size.
// The texts are made-up words with a real word (the queries') in one word of 40, so a query word
// is in a few percent of items, as on a real site; "museum" (박물관…) is in every item (the worst case).
// A query's hits are counted up to the candidates it ranks: "≥" marks a lower bound (docs/decisions/011-site-search-in-postgresql.md).
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { LANGUAGES, type Language } from '@atrium/shared/languages';
import { openDatabase, type Database } from '../src/db/client';
import { documentsOf } from '../src/modules/search/search.documents';
import { createSearchRepository, MAX_CANDIDATES } from '../src/modules/search/search.repository';
import { createSearch } from '../src/modules/search/search.service';

const ITEMS = Number(process.env.BENCH_ITEMS ?? 10_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 40);
const POSTGRES_ADMIN_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const WORDS: Record<Language, string[]> = {
  ko: [
    '정원',
    '박물관',
    '전시회',
    '가을',
    '음악회',
    '도자기',
    '한지',
    '목판화',
    '서예',
    '궁궐',
    '등불',
    '민화',
    '공예',
    '유물',
    '탐방',
  ],
  en: [
    'garden',
    'museum',
    'exhibition',
    'autumn',
    'concert',
    'ceramics',
    'paper',
    'woodblock',
    'calligraphy',
    'palace',
    'lantern',
    'painting',
    'craft',
    'relic',
    'tour',
  ],
  ja: [
    '庭園',
    '博物館',
    '展覧会',
    '秋',
    '音楽会',
    '陶磁器',
    '韓紙',
    '木版画',
    '書道',
    '宮殿',
    '灯籠',
    '民画',
    '工芸',
    '遺物',
    '探訪',
  ],
  es: [
    'jardín',
    'museo',
    'exposición',
    'otoño',
    'concierto',
    'cerámica',
    'papel',
    'xilografía',
    'caligrafía',
    'palacio',
    'farol',
    'pintura',
    'artesanía',
    'reliquia',
    'visita',
  ],
  fr: [
    'jardin',
    'musée',
    'exposition',
    'automne',
    'concert',
    'céramique',
    'papier',
    'gravure',
    'calligraphie',
    'palais',
    'lanterne',
    'peinture',
    'artisanat',
    'relique',
    'visite',
  ],
};
const QUERIES: Array<{ kind: string; lang: Language; q: string }> = [
  { kind: 'ko part of a word', lang: 'ko', q: '물관' },
  { kind: 'ko word', lang: 'ko', q: '도자기' },
  { kind: 'ja part of a word', lang: 'ja', q: '版画' },
  { kind: 'ja one character', lang: 'ja', q: '秋' },
  { kind: 'en stemmed', lang: 'en', q: 'lanterns' },
  { kind: 'en typo', lang: 'en', q: 'caligrpahy' },
  { kind: 'fr word', lang: 'fr', q: 'céramique' },
  { kind: 'es two words', lang: 'es', q: 'jardín otoño' },
  { kind: 'no hit', lang: 'en', q: 'zeppelin' },
  { kind: 'in every item', lang: 'en', q: 'museum' },
];

let seed = 42;
/** mulberry32: the same texts on every run and both databases. */
const random = () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
};
const any = <T>(xs: readonly T[]) => xs[Math.floor(random() * xs.length)]!;

/** Syllables a language's made-up filler words are built from: a real site's vocabulary is large. */
const SYLLABLES: Record<Language, string[]> = {
  ko: [...'가나다라마바사아자차카타파하고노도로모보소오조초코토포호구누두루무부수우주추'],
  ja: [...'かきくけこさしすせそたちつてとなにぬねのはひふへほまみむめもやゆよらりるれろわ'],
  // Latin-script syllables, spelt as each language spells them.
  en: 'ba ce di fo gu ha je ki lo mu na pe ri so tu va we xi yo zu'.split(' '),
  es: 'ba ce di fo gu ha je ki lo mu na pe ri so tu va ño xi yo zu'.split(' '),
  fr: 'ba cé di fo gu ha je ki lo mu na pè ri so tu va we xi yo zu'.split(' '),
};
const filler = (lang: Language) =>
  Array.from({ length: 2 + Math.floor(random() * 3) }, () => any(SYLLABLES[lang])).join('');
/** A sentence of n words: made-up ones, with one of the vocabulary's real words in one word of 40. */
const sentence = (lang: Language, n: number) =>
  Array.from({ length: n }, () => (random() < 1 / 40 ? any(WORDS[lang]) : filler(lang))).join(lang === 'ja' ? '' : ' ');

function newsData(i: number) {
  const localized = (n: number) => Object.fromEntries(LANGUAGES.map((l) => [l, `${sentence(l, n)} ${i}`]));
  const museum = {
    ko: '박물관 소식',
    en: 'Museum news',
    ja: '博物館のお知らせ',
    es: 'Noticias del museo',
    fr: 'Nouvelles du musée',
  };
  return {
    title: localized(4),
    summary: Object.fromEntries(
      Object.entries(localized(20)).map(([l, text]) => [l, `${museum[l as Language]}: ${text}`]),
    ),
    articles: [{ id: i, title: localized(4), body: localized(60), hidden: false }],
  };
}

const percentile = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? 0;
};

async function bench(name: string, database: Database) {
  seed = 42; // the same items on both databases
  const repo = createSearchRepository();
  const db = database.db;
  const started = performance.now();
  await repo.clear(db);
  for (let from = 0; from < ITEMS; from += 200) {
    const docs = Array.from({ length: Math.min(200, ITEMS - from) }, (_, j) =>
      documentsOf('news', String(from + j + 1), newsData(from + j + 1)),
    ).flat();
    await repo.insert(db, docs);
  }
  // As autovacuum does on a live site: merges the GIN indexes' pending lists (fast updates),
  // which a query would otherwise read through, row by row, after a bulk load.
  await db.execute(sql`vacuum analyze search_documents`);
  // The table is partitioned by language: its size is its partitions'.
  const size = (await db.execute(sql`
    select (select count(*) from search_documents) as rows, sum(pg_total_relation_size(inhrelid)) as total,
           sum(pg_relation_size(inhrelid)) as heap
    from pg_inherits where inhparent = 'search_documents'::regclass`)) as unknown as {
    rows: Array<{ rows: string; total: string; heap: string }>;
  };
  const { rows, total, heap } = size.rows[0]!;
  const mb = (n: string) => `${(Number(n) / 2 ** 20).toFixed(1)} MB`;
  console.log(`\n${name}: ${rows} rows indexed in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  console.log(
    `  index size: ${mb(total)} in all (table ${mb(heap)}, indexes ${mb(String(Number(total) - Number(heap)))})`,
  );

  const search = createSearch({ db, repo, live: async () => [] });
  const all: number[] = [];
  for (const { kind, lang, q } of QUERIES) {
    const times: number[] = [];
    let hits = 0;
    for (let i = 0; i < RUNS; i += 1) {
      const t0 = performance.now();
      hits = (await search.search({ q, page: 1 + (i % 3) }, lang)).total;
      times.push(performance.now() - t0);
    }
    all.push(...times);
    console.log(
      `  ${kind.padEnd(20)} ${lang} ${q.padEnd(14)} hits ${(hits >= MAX_CANDIDATES ? '≥' : ' ') + String(hits).padStart(5)}  p50 ${percentile(times, 50).toFixed(1)} ms  p95 ${percentile(times, 95).toFixed(1)} ms`,
    );
  }
  console.log(`  all queries: p50 ${percentile(all, 50).toFixed(1)} ms, p95 ${percentile(all, 95).toFixed(1)} ms`);
}

const only = process.env.BENCH_DB;
if (only !== 'postgres') {
  const pglite = await openDatabase({});
  await bench('PGlite', pglite);
  await pglite.close();
}

const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
const reachable =
  only !== 'pglite' &&
  (await admin.connect().then(
    () => true,
    () => false,
  ));
if (!reachable) console.log(only === 'pglite' ? '' : '\nPostgreSQL is not reachable: skipped.');
else {
  const name = `atrium_bench_search_${process.pid}`;
  await admin.query(`create database ${name}`);
  try {
    const url = new URL(POSTGRES_ADMIN_URL);
    url.pathname = `/${name}`;
    const postgres = await openDatabase({ url: url.toString() });
    await bench('PostgreSQL', postgres);
    await postgres.close();
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}
