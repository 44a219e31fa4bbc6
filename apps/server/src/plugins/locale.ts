import fp from 'fastify-plugin';
import { DEFAULT_LANGUAGE, matchLanguage, type Language } from '@atrium/shared/languages';

declare module 'fastify' {
  interface FastifyRequest {
    /** The request's language from Accept-Language (default ko); HTML routes use the path instead. */
    lang: Language;
  }
}

export const localePlugin = fp(async (app) => {
  app.decorateRequest('lang', DEFAULT_LANGUAGE);
  app.addHook('onRequest', async (request) => {
    request.lang = matchLanguage(request.headers['accept-language']) ?? DEFAULT_LANGUAGE;
  });
});
