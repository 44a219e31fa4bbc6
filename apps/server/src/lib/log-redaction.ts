/**
 * Query parameters whose values never reach a log: credentials (a password a form without
 * JavaScript sent by GET, tokens, codes), what works as one (a preview link's token, a download
 * link's signature), and an e-mail address (the unlock link's), which is personal data.
 */
const SECRET_NAME = /password|passwd|token|secret|code$|^sig$|^signature$|^otp$|^preview$|^e-?mail$/i;

/** A `?name=value` or `&name=value` pair, in a URL or in any text quoting one. */
const QUERY_PAIR = /([?&])([^=&#?\s"'<>]+)=([^&#\s"'<>]*)/g;

function decodedName(name: string): string {
  try {
    return decodeURIComponent(name.replace(/\+/g, ' '));
  } catch {
    return name;
  }
}

/** `text` with the value of every secret query parameter replaced by `[redacted]`. */
export function redactSecrets(text: string): string {
  if (!text.includes('=')) return text;
  return text.replace(QUERY_PAIR, (pair, sep: string, name: string, value: string) =>
    value && SECRET_NAME.test(decodedName(name)) ? `${sep}${name}=[redacted]` : pair,
  );
}
