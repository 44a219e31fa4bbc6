import type { FastifyRequest } from 'fastify';
import { stdSerializers, type DestinationStream, type LoggerOptions } from 'pino';
import { redactSecrets } from './log-redaction';

/**
 * The app's logger (pino, app.log) as services use it: they are handed one and import nothing
 * of Fastify (docs/architecture.md).
 */
export interface Log {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

/** The level, and where lines go (standard output unless a test captures them). */
export interface LogSettings {
  level: string;
  stream?: DestinationStream;
}

/** A log call's argument with secret query values redacted: a message, or an object's texts (a `url`). */
function redactArgument(arg: unknown): unknown {
  if (typeof arg === 'string') return redactSecrets(arg);
  if (typeof arg !== 'object' || arg === null || Object.getPrototypeOf(arg) !== Object.prototype) return arg;
  return Object.fromEntries(
    Object.entries(arg).map(([key, value]) => [key, typeof value === 'string' ? redactSecrets(value) : value]),
  );
}

/**
 * Fastify's logger options: every URL a line carries (the request's, one quoted in a message or
 * an error) has its secret query values redacted (lib/log-redaction.ts), at every level.
 */
export function loggerOptions({ level, stream }: LogSettings): LoggerOptions & { stream?: DestinationStream } {
  return {
    level,
    ...(stream ? { stream } : {}),
    serializers: {
      // Fastify's own request fields, the URL redacted.
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: redactSecrets(request.url),
        version: request.headers['accept-version'],
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
      err: (err: Error) => {
        const serialized = stdSerializers.err(err);
        return { ...serialized, message: redactSecrets(serialized.message), stack: redactSecrets(serialized.stack) };
      },
    },
    hooks: {
      logMethod(args, method) {
        method.apply(this, args.map(redactArgument) as Parameters<typeof method>);
      },
    },
  };
}
