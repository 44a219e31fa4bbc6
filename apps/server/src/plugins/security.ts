import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';
import type { FastifyReply } from 'fastify';
import type { Config } from '../config';
import { cspHash, type InlineScripts } from '../lib/inline-scripts';

const GA_ORIGINS = ['https://www.googletagmanager.com', 'https://www.google-analytics.com'];
/** The players the education pages embed (modules/edu/video.ts writes their addresses). */
const VIDEO_ORIGINS = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'];

/**
 * The empty <style> elements emotion (MUI's styles) adds in the browser: in production it puts
 * its rules in through the CSSOM (insertRule), which the CSP does not govern, into elements
 * that stay empty. The text of any other <style> needs its own hash.
 */
const EMPTY_STYLE = cspHash('');

/**
 * Allows a page's own <style> blocks (its server-rendered styles, by hash: site.routes.ts) in
 * the reply's style-src. The page's bytes stay the same from response to response, so the
 * compressed copy of a cached page is reused (plugins/precompressed.ts).
 */
export function allowPageStyles(reply: FastifyReply, sources: readonly string[]): void {
  const policy = reply.getHeader('content-security-policy');
  if (typeof policy !== 'string' || !sources.length) return;
  const withPage = policy.replace(/(^|;)style-src ([^;]*)/, (_directive, start: string, list: string) => {
    const allowed = new Set(list.split(' '));
    return `${start}style-src ${[...allowed, ...sources.filter((s) => !allowed.has(s))].join(' ')}`;
  });
  reply.header('content-security-policy', withPage);
}

/** The Content-Security-Policy the site passes: scripts only from itself (and its inline scripts, by hash), and GA only when configured. */
function contentSecurityPolicy(config: Config, inlineScripts: InlineScripts) {
  const ga = config.gaMeasurementId ? GA_ORIGINS : [];
  const media = config.s3?.publicUrl ? [new URL(config.s3.publicUrl).origin] : [];
  const https = config.publicUrl.startsWith('https://');
  const inline = Object.values(inlineScripts).flatMap((script) => (script ? [script.cspSource] : []));
  return {
    defaultSrc: ["'self'"],
    // The scripts written into the pages, each allowed by its hash (see lib/inline-scripts.ts).
    scriptSrc: ["'self'", ...inline, ...ga],
    // Style sheets from the site, emotion's empty <style> elements, and a page's own <style>
    // blocks and data-driven style attributes added by hash (allowPageStyles). No other inline style.
    styleSrc: ["'self'", EMPTY_STYLE],
    imgSrc: ["'self'", 'data:', 'blob:', ...media, ...ga],
    mediaSrc: ["'self'", ...media],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'", ...ga],
    frameSrc: ["'self'", ...VIDEO_ORIGINS],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'self'"],
    upgradeInsecureRequests: https ? [] : null,
  };
}

/** Powerful browser features the site never uses: off for its pages and anything they embed. */
const DENIED_FEATURES = [
  'accelerometer',
  'browsing-topics',
  'camera',
  'clipboard-read',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'interest-cohort',
  'local-fonts',
  'magnetometer',
  'microphone',
  'midi',
  'otp-credentials',
  'payment',
  'screen-wake-lock',
  'serial',
  'usb',
  'window-management',
  'xr-spatial-tracking',
];
/** Staff passkeys (modules/mfa): the site's own pages may ask for one, nothing they embed. */
const SELF_FEATURES = ['publickey-credentials-get'];
/** What the video players' iframes ask for (their `allow` can only narrow what this header grants). */
const PLAYER_FEATURES = ['autoplay', 'encrypted-media', 'fullscreen', 'picture-in-picture'];

/**
 * The Permissions-Policy header. Only names Chromium knows: it reports an unknown one as a
 * console error on every page.
 */
const PERMISSIONS_POLICY = [
  ...DENIED_FEATURES.map((feature) => `${feature}=()`),
  ...SELF_FEATURES.map((feature) => `${feature}=(self)`),
  ...PLAYER_FEATURES.map((feature) => `${feature}=(self ${VIDEO_ORIGINS.map((o) => `"${o}"`).join(' ')})`),
].join(', ');

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
      reply.header('x-request-id', request.id).header('permissions-policy', PERMISSIONS_POLICY);
    });
  },
);
