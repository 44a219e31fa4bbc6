import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { DEFAULT_LANGUAGE, matchLanguage, type Language } from '@atrium/shared/languages';
import { DATABASE_RETRY_AFTER_SECONDS } from './lib/db-unavailable';
import { LOCALES_DIR } from './paths';

/** The localized "please wait and retry" (the app's SERVICE_UNAVAILABLE message), read when first asked. */
const messages = new Map<Language, string>();
function pleaseRetry(lang: Language): string {
  let message = messages.get(lang);
  if (message === undefined) {
    try {
      const errors = JSON.parse(fs.readFileSync(path.join(LOCALES_DIR, lang, 'errors.json'), 'utf8')) as {
        SERVICE_UNAVAILABLE?: string;
      };
      message = errors.SERVICE_UNAVAILABLE ?? 'Service unavailable';
    } catch {
      message = 'Service unavailable';
    }
    messages.set(lang, message);
  }
  return message;
}

function answer(request: http.IncomingMessage, response: http.ServerResponse) {
  const pathname = (request.url ?? '/').split('?')[0] ?? '/';
  // No keep-alive: the app takes over the port with no connection left on this server.
  response.setHeader('connection', 'close');
  response.setHeader('cache-control', 'no-store');
  response.setHeader('x-content-type-options', 'nosniff');
  if (pathname === '/api/health') {
    response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
    response.end(JSON.stringify({ status: 'ok' }));
    return;
  }
  const message = pleaseRetry(matchLanguage(request.headers['accept-language']) ?? DEFAULT_LANGUAGE);
  response.setHeader('retry-after', DATABASE_RETRY_AFTER_SECONDS);
  if (pathname === '/api' || pathname.startsWith('/api/')) {
    response.writeHead(503, { 'content-type': 'application/json; charset=utf-8' });
    response.end(
      JSON.stringify({ code: 'SERVICE_UNAVAILABLE', message, retryAfterSeconds: DATABASE_RETRY_AFTER_SECONDS }),
    );
    return;
  }
  response.writeHead(503, { 'content-type': 'text/plain; charset=utf-8' });
  response.end(message);
}

export interface StartingServer {
  /** Stops listening at once (the port is free for the app) and resolves once its connections are done. */
  close(): Promise<void>;
}

/**
 * What answers on the port while the app starts, before its database is open and migrated
 * (docs/decisions/029-start-before-the-database.md): /api/health 200, the process is up, so a
 * liveness probe leaves it alone while it waits; everything else, /api/ready too, 503 with
 * Retry-After, as the app answers when the database is out of reach.
 */
export async function listenWhileStarting(port: number, host: string): Promise<StartingServer> {
  const server = http.createServer(answer);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeIdleConnections();
      }),
  };
}
