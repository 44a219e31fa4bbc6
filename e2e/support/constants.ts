/** The admin the e2e server is started with (ADMIN_EMAIL / ADMIN_PASSWORD). */
export const E2E_ADMIN = { email: 'e2e-admin@atrium.test', password: 'E2e!Admin-Passw0rd' } as const;

export const DESKTOP = { width: 1440, height: 900 } as const;
export const PHONE = { width: 390, height: 844 } as const;

/**
 * The e2e server's output, in its data directory; SERVER_GONE there means it failed or exited,
 * SITE_STARTING that the web build and the demo seed are done and the site's own server starts.
 */
export const SERVER_LOG = 'server.log';
export const SERVER_GONE = 'e2e: the server is gone';
export const SITE_STARTING = 'e2e: the site starts';

/** The e2e files run this many at a time (vitest.config.ts), each worker against a server of its own. */
export const E2E_WORKERS = 2;
