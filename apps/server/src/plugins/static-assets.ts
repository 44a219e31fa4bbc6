import fs from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic, { type FastifyStaticOptions } from '@fastify/static';

/** Files sent precompressed where a .br or .gz lies beside them, no folder index, kept as `cacheControl` says. */
const kept = (
  cacheControl: string,
): Pick<FastifyStaticOptions, 'preCompressed' | 'index' | 'cacheControl' | 'setHeaders'> => ({
  preCompressed: true,
  index: false,
  cacheControl: false,
  setHeaders: (res) => res.header('cache-control', cacheControl),
});

/**
 * The built web app: hashed /assets/* and the faces' folders named by version
 * (/fonts/<face>-<version>/, scripts/copy-fonts.mjs) cached for a year (immutable), the few root
 * files (favicon, theme script, OG image) for an hour; all served precompressed (brotli, gzip).
 * index.html is never served as a file: the site module renders it with the page's head.
 */
export const staticAssetsPlugin = fp<{ webDist: string }>(async (app, { webDist }) => {
  const assets = path.join(webDist, 'assets');
  if (fs.existsSync(assets)) {
    await app.register(fastifyStatic, {
      root: assets,
      prefix: '/assets/',
      ...kept('public, max-age=31536000, immutable'),
    });
  }
  const fonts = path.join(webDist, 'fonts');
  if (fs.existsSync(fonts)) {
    await app.register(fastifyStatic, {
      root: fonts,
      prefix: '/fonts/',
      wildcard: false,
      decorateReply: false,
      // The folders' files; the list of them (faces.json) is the server's.
      globIgnore: ['faces.json', '.*', '**/*.br', '**/*.gz'],
      ...kept('public, max-age=31536000, immutable'),
    });
  }
  if (fs.existsSync(webDist)) {
    await app.register(fastifyStatic, {
      root: webDist,
      prefix: '/',
      wildcard: false,
      decorateReply: false,
      globIgnore: [
        'index.html',
        'index.html.*',
        'page-chunks.json',
        'assets/**',
        'fonts/**',
        'ssr/**',
        '**/*.br',
        '**/*.gz',
      ],
      ...kept('public, max-age=3600'),
    });
  }
});
