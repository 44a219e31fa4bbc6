import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../../../..');
// The server's demo data (read as a file: the web app does not import the server's sources).
const demo = JSON.parse(fs.readFileSync(path.join(root, 'apps/server/src/db/seed/data/site.json'), 'utf8')) as {
  managingBody: Record<string, string>;
  contactEmail: string;
  social: { url: string }[];
  iosUrl: string;
  androidUrl: string;
};

function files(dir: string, pattern: RegExp): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return files(full, pattern);
    return pattern.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The site singleton's values: staff edit them, so the code and the UI strings must not carry them. */
const values = [
  ...Object.values(demo.managingBody),
  demo.contactEmail,
  ...demo.social.map((s) => s.url),
  demo.iosUrl,
  demo.androidUrl,
];

describe('the site singleton is the one source of the footer’s and side navigation’s links', () => {
  it('leaves none of its values in the web app or the locale files', () => {
    const sources = [
      ...files(path.join(root, 'apps/web/src'), /\.tsx?$/),
      ...files(path.join(root, 'packages/shared/locales'), /\.json$/),
    ];
    const found = sources.flatMap((file) => {
      const text = fs.readFileSync(file, 'utf8');
      return values.filter((value) => text.includes(value)).map((value) => `${path.relative(root, file)}: ${value}`);
    });
    expect(sources.length).toBeGreaterThan(100);
    expect(found).toEqual([]);
  });
});
