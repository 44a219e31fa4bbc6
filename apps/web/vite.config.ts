import fs from 'node:fs';
import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import type { FaceSheets } from '@atrium/shared/faces';
import { baseStylesheet } from './src/styles/base-stylesheet';
import { tokensStylesheet } from './src/styles/tokens-stylesheet';

const API_SERVER = 'http://127.0.0.1:3000';

/**
 * Vite injects the entry <script type="module"> into <head>. The server fills
 * <!--app-boot--> in <body> with the boot JSON, which the template keeps before the app
 * script; move the built script back to the end of <body>. (Module scripts run after parsing
 * either way; this keeps the order the server's template contract states.) A modulepreload at
 * the top of <head> still starts the entry's download first, before the page's own chunks the
 * server lists in <!--app-head--> and before the parser reaches the end of the boot data.
 */
function entryScriptAfterBoot(): Plugin {
  return {
    name: 'atrium:entry-script-after-boot',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const scripts = html.match(/\s*<script type="module"[^>]*><\/script>/g) ?? [];
        let out = html;
        for (const script of scripts) out = out.replace(script, '');
        const preloads = scripts
          .map((script) => script.match(/\ssrc="([^"]+)"/)?.[1])
          .filter((src): src is string => Boolean(src))
          .map((src) => `<link rel="modulepreload" crossorigin href="${src}">`);
        out = out.replace(/(<meta name="viewport"[^>]*>)/, (meta) => [meta, ...preloads].join('\n    '));
        return out.replace('</body>', `${scripts.map((s) => `  ${s.trim()}`).join('\n')}\n  </body>`);
      },
    },
  };
}

/**
 * zod's schema builders (z.object(…), z.string()…) have no side effects. Marking each call in our
 * own sources pure lets the bundler drop the shared schemas a module does not use, so importing a
 * constant from a shared file (ERROR_CODES) does not put zod into a page's script. Only our files:
 * the bundler's global `manualPureFunctions: ['z']` also silenced every minified dependency's own
 * function `z`.
 */
function zodCallsPure(): Plugin {
  const sources = [
    path.resolve(import.meta.dirname, 'src'),
    path.resolve(import.meta.dirname, '../../packages/shared/src'),
  ];
  return {
    name: 'atrium:zod-calls-pure',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!/\.tsx?$/.test(id) || !sources.some((dir) => id.startsWith(dir))) return null;
      if (!/import \{ z \} from 'zod'/.test(code)) return null;
      // `z.string()`, and `z` then `.object(…)` on the next line as prettier breaks a long chain.
      return { code: code.replace(/(?<![\w$.])z(?=\s*\.\s*[A-Za-z_$][\w$]*\s*\()/g, '/* @__PURE__ */ z'), map: null };
    },
  };
}

const TOKENS_CSS = 'virtual:atrium-tokens.css';

/**
 * `virtual:atrium-tokens.css`: the document's base rules (src/styles/base-stylesheet.ts) and the
 * design tokens as custom properties (src/styles/tokens-stylesheet.ts)
 * for the dev server, which has no shared stylesheet; the build writes them into that stylesheet
 * instead (scripts/site-stylesheet.mjs, docs/decisions/025-static-css-for-public-pages.md).
 */
function tokensCss(): Plugin {
  const resolved = `\0${TOKENS_CSS}`;
  return {
    name: 'atrium:tokens-css',
    resolveId: (id) => (id === TOKENS_CSS ? resolved : null),
    load: (id) => (id === resolved ? `${baseStylesheet()}\n${tokensStylesheet()}` : null),
  };
}

/**
 * Each face's stylesheet address, which scripts/copy-fonts.mjs writes before the build and the dev
 * server start: the browser links the one a language switch needs (src/lib/i18n/face-sheet.ts).
 */
function faceSheets(): FaceSheets {
  // FACE_SHEETS_FILE of @atrium/shared/faces (a .ts file the config's loader cannot import).
  const file = path.resolve(import.meta.dirname, 'public/fonts/faces.json');
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as FaceSheets) : {};
}

/** `#web/…` is `src/…` (the same alias as tsconfig.json's paths): no climbing relative imports. */
const resolve = {
  alias: [{ find: /^#web\//, replacement: `${path.resolve(import.meta.dirname, 'src')}/` }],
};

/** Where the server finds each page's chunks (see pageChunks below). */
export const PAGE_CHUNKS_FILE = 'page-chunks.json';

/**
 * The key of the not-found page (src/app/router.tsx loads it lazily, outside page-modules.ts) in
 * page-chunks.json: the server links its chunk on a 404 (apps/server/src/modules/site/site.chunks.ts).
 */
const NOT_FOUND_CHUNK = 'notFound';

/**
 * Writes dist/page-chunks.json: for each page id of src/app/page-modules.ts, and for the
 * not-found page, the lazy chunk of its page and the chunks and stylesheets it imports
 * statically (the entry chunk aside). The server puts them into the page's HTML as
 * <link rel="modulepreload">, so the page's code downloads beside the entry script instead of
 * after it has run (one round trip less before the page can render).
 */
function pageChunks(): Plugin {
  const pageModules = path.resolve(import.meta.dirname, 'src/app/page-modules.ts');
  const notFoundModule = path.resolve(import.meta.dirname, 'src/components/pages/NotFound');
  return {
    name: 'atrium:page-chunks',
    apply: 'build',
    generateBundle(_options, bundle) {
      const source = fs.readFileSync(pageModules, 'utf8');
      const byModule = new Map<string, string>();
      for (const [, id, specifier] of source.matchAll(/(\w+): lazyPage\(\(\) => import\('([^']+)'\)\)/g)) {
        if (id && specifier) byModule.set(path.resolve(path.dirname(pageModules), specifier), id);
      }
      const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const entryFiles = new Set(chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName));
      /** A chunk and what it imports statically, the entry aside: scripts and their stylesheets. */
      const linked = (fileName: string) => {
        const scripts: string[] = [];
        const styles = new Set<string>();
        const visit = (file: string) => {
          const item = byFile.get(file);
          if (!item || entryFiles.has(file) || scripts.includes(`/${file}`)) return;
          scripts.push(`/${file}`);
          for (const css of item.viteMetadata?.importedCss ?? []) styles.add(`/${css}`);
          item.imports.forEach(visit);
        };
        visit(fileName);
        return { scripts, styles: [...styles] };
      };
      const pages: Record<string, { scripts: string[]; styles: string[] }> = {};
      for (const chunk of chunks) {
        if (!chunk.isDynamicEntry || !chunk.facadeModuleId) continue;
        const id = byModule.get(chunk.facadeModuleId.replace(/\.tsx?$/, ''));
        if (id) pages[id] = linked(chunk.fileName);
      }
      // Detail pages import the not-found page too: it is a shared chunk, no dynamic entry of its own.
      const notFound = chunks.find((chunk) =>
        chunk.moduleIds.some((id) => id.replace(/\.tsx?$/, '') === notFoundModule),
      );
      if (notFound) pages[NOT_FOUND_CHUNK] = linked(notFound.fileName);
      else this.warn('page-chunks: no chunk of the not-found page');
      if (byModule.size && Object.keys(pages).length <= 1) this.warn('page-chunks: no page chunk found');
      this.emitFile({ type: 'asset', fileName: PAGE_CHUNKS_FILE, source: JSON.stringify(pages, null, 1) });
    },
  };
}

/**
 * `vite build --ssr src/entry-server.tsx`: the server's page renderer, into dist/ssr (which the
 * server never serves). Self-contained (every package bundled): the production image installs
 * only the server's dependencies.
 */
const serverRendererConfig = defineConfig({
  plugins: [react(), zodCallsPure()],
  resolve,
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  ssr: { noExternal: true, target: 'node' },
  build: {
    outDir: 'dist/ssr',
    emptyOutDir: true,
    copyPublicDir: false,
    reportCompressedSize: false,
    rolldownOptions: { output: { entryFileNames: 'entry-server.js' } },
  },
});

/** What most public pages read content with (API client, query keys, content and picture components, the smallest shared controls). */
const CONTENT_MODULES =
  /\/(apps\/web\/src\/(lib\/api|lib\/query-keys|components\/(content|media|ui\/(Icon|TextLink)\.))\/?|packages\/shared\/src\/(media-urls|localized)\.ts)/;
/** A detail page's sections and their rich text. */
const SECTIONS_MODULES = /\/components\/content\/(ContentSections|RichText|rich-text-[\w-]+)\./;
/** …but not what only some of them use: the video player and detail pages' sections. */
const NOT_CONTENT_MODULES = new RegExp(`${/\/components\/media\/VideoFacade\./.source}|${SECTIONS_MODULES.source}`);

/**
 * The member forms' own stylesheets (of the controls and parts only they use): one file, which the
 * sign-in and sign-up pages link before the forms' code comes (features/auth/pages/form-styles.ts),
 * instead of a tiny script and stylesheet per module. CSS modules only: they import nothing, so the
 * group takes no shared module with it.
 */
const ACCOUNT_FORM_STYLES =
  /\/apps\/web\/src\/(components\/ui\/(TextField|Select|Choice|Stack)|components\/forms\/\w+|features\/auth\/components\/\w+)\.module\.css$/;

const browserConfig = defineConfig({
  plugins: [react(), zodCallsPure(), tokensCss(), entryScriptAfterBoot(), pageChunks()],
  resolve,
  define: { 'import.meta.env.ATRIUM_FACE_SHEETS': JSON.stringify(faceSheets()) },
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/api': API_SERVER,
      '/sitemap.xml': API_SERVER,
      '/robots.txt': API_SERVER,
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    assetsDir: 'assets',
    // Every browser we support knows <link rel="modulepreload">; skip the polyfill's bytes. A lazy
    // import still lists its scripts and stylesheets to load first (decision 025 says why).
    modulePreload: { polyfill: false },
    // The server precompresses dist (scripts/compress.mjs); measure with scripts/size.mjs instead.
    reportCompressedSize: false,
    // The first-load chunk is one file on purpose (see codeSplitting); its budget is checked by
    // scripts/size.mjs in brotli bytes, which is what matters.
    chunkSizeWarningLimit: 700,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Everything the entry needs statically goes into one chunk, instead of the many small
          // shared chunks automatic splitting makes because lazy pages reuse those modules:
          // fewer requests, and brotli compresses one larger file better.
          groups: [
            { name: 'app', tags: ['$initial'] },
            // What most public pages read content with (API client, query hooks, content and
            // picture components): one chunk instead of a dozen files of 1 KB that each page
            // would wait on. Not zod: replies are typed, not parsed (lib/api/request.ts), so only
            // pages with forms load it.
            // Mutations (forms), the video player and rich text stay out of it: the pages that use
            // them load them (list pages and the home page use none: 2 KB of their first load).
            {
              name: 'content',
              test: (id) => CONTENT_MODULES.test(id) && !NOT_CONTENT_MODULES.test(id),
              minShareCount: 2,
            },
            // A detail page's sections and their rich text: one file.
            { name: 'sections', test: SECTIONS_MODULES, minShareCount: 2 },
            { name: 'account-forms', test: ACCOUNT_FORM_STYLES },
          ],
        },
      },
    },
  },
});

export default defineConfig(({ isSsrBuild }) => (isSsrBuild ? serverRendererConfig : browserConfig));
