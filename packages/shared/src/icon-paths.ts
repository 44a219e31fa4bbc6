/**
 * Icons drawn both by the app and by markup the server writes without it: the path of the
 * Material icon of the same name (Apache-2.0, node_modules/@mui/icons-material/<Name>.js).
 */

/** The lock of the members-only notices (the app's LoginRequired, a member page without JavaScript). */
export const LOCK_OUTLINED_PATH =
  'M18 8h-1V6c0-2.76-2.24-5-5-5S7 3.24 7 6v2H6c-1.1 0-2 .9-2 2v10c0 1.1.9 2 2 2h12c1.1 0 2-.9 2-2V10c0-1.1-.9-2-2-2M9 6c0-1.66 1.34-3 3-3s3 1.34 3 3v2H9zm9 14H6V10h12zm-6-3c1.1 0 2-.9 2-2s-.9-2-2-2-2 .9-2 2 .9 2 2 2';
