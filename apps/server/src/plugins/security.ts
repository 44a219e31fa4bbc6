import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';
import type { Config } from '../config';
import type { InlineScripts } from '../lib/inline-scripts';

const GA_ORIGINS = ['https://www.googletagmanager.com', 'https://www.google-analytics.com'];

/** The Content-Security-Policy the site passes: scripts only from itself (and its inline scripts, by hash), and GA only when configured. */
export function contentSecurityPolicy(config: Config, inlineScripts: InlineScripts) {
  const ga = config.gaMeasurementId ? GA_ORIGINS : [];
  const media = config.s3?.publicUrl ? [new URL(config.s3.publicUrl).origin] : [];
  const https = config.publicUrl.startsWith('https://');
  const inline = Object.values(inlineScripts).flatMap((script) => (script ? [script.cspSource] : []));
  return {
    defaultSrc: ["'self'"],
    // The scripts written into the pages, each allowed by its hash (see lib/inline-scripts.ts).
    scriptSrc: ["'self'", ...inline, ...ga],
    // Emotion (MUI) injects style elements at run time.
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:', ...media, ...ga],
    mediaSrc: ["'self'", ...media],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'", ...ga],
    frameSrc: ["'self'", 'https://www.youtube-nocookie.com', 'https://player.vimeo.com'],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'self'"],
    upgradeInsecureRequests: https ? [] : null,
  };
}

export const securityPlugin = fp<{ config: Config; inlineScripts: InlineScripts }>(
  async (app, { config, inlineScripts }) => {
    await app.register(helmet, {
      contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config, inlineScripts) },
      crossOriginEmbedderPolicy: false,
      strictTransportSecurity: config.publicUrl.startsWith('https://')
        ? { maxAge: 31_536_000, includeSubDomains: true }
        : false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    });
    // The request id travels back so a visitor's report can be matched to the logs.
    app.addHook('onSend', async (request, reply) => {
      reply.header('x-request-id', request.id);
    });
  },
);
