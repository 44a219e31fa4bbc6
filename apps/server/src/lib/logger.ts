/**
 * The app's logger (pino, app.log) as services use it: they are handed one and import nothing
 * of Fastify (docs/architecture.md).
 */
export interface Log {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}
