import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

const API_SERVER = 'http://127.0.0.1:3000';

/**
 * Fontsource lists a .woff fallback after every .woff2 source. Every browser we support
 * reads woff2, so the fallbacks only add hundreds of copied files and bytes to the
 * first-load stylesheet; drop them.
 */
function woff2Only(): Plugin {
  return {
    name: 'atrium:woff2-only',
    enforce: 'pre',
    transform(code, id) {
      if (!id.includes('@fontsource') || !id.endsWith('.css')) return null;
      return { code: code.replace(/,\s*url\([^)]*\.woff\)\s*format\('woff'\)/g, ''), map: null };
    },
  };
}

/**
 * Vite injects the entry <script type="module"> into <head>. The server fills
 * <!--app-boot--> in <body> with the boot JSON, which the template keeps before the app
 * script; move the built script back to the end of <body>. (Module scripts run after parsing
 * either way; this keeps the order the server's template contract states.)
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
        return out.replace('</body>', `${scripts.map((s) => `  ${s.trim()}`).join('\n')}\n  </body>`);
      },
    },
  };
}

export default defineConfig({
  plugins: [woff2Only(), react(), entryScriptAfterBoot()],
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
    // Every browser we support knows <link rel="modulepreload">; skip the polyfill's bytes.
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
          groups: [{ name: 'app', tags: ['$initial'] }],
        },
      },
      treeshake: {
        // zod schema builders (z.object(…), z.string()…) have no side effects. Saying so lets
        // the bundler drop the shared schemas a module does not use, so importing a constant
        // from a shared file (I18N_NAMESPACES) does not put zod into the first-load script.
        manualPureFunctions: ['z'],
      },
    },
  },
});
