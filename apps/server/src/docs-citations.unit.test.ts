import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Comments cite the documents the code follows (docs/spec/decisions.md §5, docs/decisions/011-….md).
 * This keeps every citation pointing at a file the repository has, and at a section that file has,
 * so the reasoning travels with the code (docs/architecture.md). It lives in the server project
 * because that project runs *.unit.test.ts files without a database; it reads the whole tree.
 */
const root = path.resolve(import.meta.dirname, '../../..');
const self = path.relative(root, import.meta.filename);

const SOURCE = /\.(ts|tsx|js|mjs|cjs)$/;
const SKIP = new Set(['node_modules', 'dist', 'coverage', 'test-results']);

/** apps/*\/src, apps/*\/scripts, packages/shared/src and e2e: every file that can hold a comment. */
function sourceFiles(): string[] {
  const apps = fs.readdirSync(path.join(root, 'apps'));
  const roots = [...apps.flatMap((a) => [`apps/${a}/src`, `apps/${a}/scripts`]), 'packages/shared/src', 'e2e'];
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const rel = `${dir}/${entry.name}`;
      if (entry.isDirectory()) {
        if (!SKIP.has(entry.name)) walk(rel);
      } else if (SOURCE.test(entry.name) && rel !== self) files.push(rel);
    }
  };
  for (const dir of roots) if (fs.existsSync(path.join(root, dir))) walk(dir);
  return files;
}

/** A document's numbered sections: "## 5b. Passwords and uploads" gives "5b". */
const sectionsCache = new Map<string, Set<string>>();
function sectionsOf(doc: string): Set<string> {
  let sections = sectionsCache.get(doc);
  if (!sections) {
    const text = fs.readFileSync(path.join(root, doc), 'utf8');
    sections = new Set([...text.matchAll(/^#{1,6}\s+(\d+[a-z]?)\.\s/gm)].map((m) => m[1]!));
    sectionsCache.set(doc, sections);
  }
  return sections;
}

// A document path, then optionally its sections: "§5", "§8, §9", across a comment's line break.
const CITATION = /docs\/[\w./-]+?\.md((?:(?:\s|\*|\/\/)+§\s?\d+[a-z]?(?:\s*,\s*§\s?\d+[a-z]?)*)?)/g;
// A decision record by number alone: "docs/decisions/011".
const RECORD = /docs\/decisions\/(\d{3})(?![\w-])/g;
// Comments, where the ways of citing that name no file in the repository are looked for.
const COMMENT = /\/\*[\s\S]*?\*\/|\/\/[^\n]*/g;
const LEGACY: Array<[RegExp, string]> = [
  [/(?<!docs\/spec\/)\bdecisions\.md/, 'cite docs/spec/decisions.md'],
  [/(?<!docs\/spec\/)\bproduct-spec\b/, 'cite docs/spec/product-spec.md'],
  [/ARCHITECTURE\.md/, 'cite docs/architecture.md or docs/spec/architecture-models.md'],
  [/\b[Ss]pec (§|sections? \d)/, 'cite docs/spec/product-spec.md §N or docs/spec/decisions.md §N'],
  [/\(spec[:)]/, 'cite docs/spec/product-spec.md §N'],
  [/\bdecisions? 0\d\d\b/, 'cite docs/decisions/NNN-title.md'],
];

function lineOf(text: string, index: number) {
  return text.slice(0, index).split('\n').length;
}

/** What is wrong with the citations in one file's text, and how many it has. */
function problemsIn(file: string, text: string) {
  const problems: string[] = [];
  let citations = 0;
  for (const match of text.matchAll(CITATION)) {
    citations++;
    const doc = match[0].slice(0, match[0].length - match[1]!.length);
    const where = `${file}:${lineOf(text, match.index)}`;
    if (!fs.existsSync(path.join(root, doc))) {
      problems.push(`${where}: ${doc} is not in the repository`);
      continue;
    }
    for (const [, section] of match[1]!.matchAll(/§\s?(\d+[a-z]?)/g))
      if (!sectionsOf(doc).has(section!)) problems.push(`${where}: ${doc} has no section ${section}`);
  }
  const records = fs.readdirSync(path.join(root, 'docs/decisions'));
  for (const match of text.matchAll(RECORD)) {
    citations++;
    if (!records.some((name) => name.startsWith(`${match[1]}-`)))
      problems.push(`${file}:${lineOf(text, match.index)}: no docs/decisions/${match[1]}-….md`);
  }
  for (const comment of text.matchAll(COMMENT))
    comment[0].split('\n').forEach((line, i) => {
      for (const [pattern, advice] of LEGACY)
        if (pattern.test(line))
          problems.push(`${file}:${lineOf(text, comment.index) + i}: ${advice} ("${line.trim()}")`);
    });
  return { problems, citations };
}

describe('citations of documents in comments', () => {
  const results = sourceFiles().map((file) => problemsIn(file, fs.readFileSync(path.join(root, file), 'utf8')));
  const problems = results.flatMap((r) => r.problems);
  const citations = results.reduce((sum, r) => sum + r.citations, 0);

  it('name files the repository has, and sections those files have', () => {
    expect(problems).toEqual([]);
  });

  it('are found (the scan reads the tree)', () => {
    expect(citations).toBeGreaterThan(50);
  });

  it('catch a missing file, a missing section and an old form', () => {
    const sample = [
      '/** Limits (docs/spec/decisions.md §5b, §45) and docs/spec/nowhere.md. */',
      '// The record docs/decisions/999 and the spec §9 of old.',
      "const spec = { path: 'docs/spec/product-spec.md' }; // (docs/spec/product-spec.md",
      ' * §99) across a line.',
    ].join('\n');
    expect(problemsIn('sample.ts', sample)).toEqual({
      citations: 5,
      problems: [
        'sample.ts:1: docs/spec/decisions.md has no section 45',
        'sample.ts:1: docs/spec/nowhere.md is not in the repository',
        'sample.ts:3: docs/spec/product-spec.md has no section 99',
        'sample.ts:2: no docs/decisions/999-….md',
        expect.stringContaining('sample.ts:2: cite docs/spec/product-spec.md §N or docs/spec/decisions.md §N'),
      ],
    });
  });

  it('read numbered sections, including lettered ones', () => {
    expect([...sectionsOf('docs/spec/decisions.md')]).toEqual(expect.arrayContaining(['1', '5', '5b', '14']));
    expect([...sectionsOf('docs/spec/product-spec.md')]).toEqual(expect.arrayContaining(['2', '9']));
  });
});
