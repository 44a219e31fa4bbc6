import { createClient, send } from './request';

/** The API client for calls that need no sign-in (slides, spaces, news…). */
export const publicApi = createClient((path, options) => send(path, options, null));
