import { apiErrorFrom } from '#web/lib/api/api-error-from';
import { authApi } from '#web/lib/api/auth-api';
import { refreshAccessToken } from '#web/lib/api/refresh-tokens';
import { send, type QueryValue } from '#web/lib/api/request';
import { getAccessToken, getRefreshToken } from '#web/lib/session';
import { saveFile } from '#web/lib/save-file';

/** The file name of a Content-Disposition header (RFC 6266: filename* first, then filename). */
export function fileNameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // Malformed: try the plain parameter.
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/.exec(header);
  const name = plain?.[2] ?? plain?.[1];
  return name ? name.trim() : null;
}

/**
 * Downloads a staff file and saves it under the name the server gave it. authApi's blob call
 * cannot show the headers, so this sends the request itself with the session's token,
 * refreshing it once when expired (as authApi does); any other refusal of the token goes
 * through authApi, which ends the session the usual way.
 */
export async function downloadWithServerName(
  path: string,
  query: Record<string, QueryValue>,
  fallbackName: () => string,
): Promise<string> {
  const options = { query, headers: { Accept: '*/*' } };
  const usedRefreshToken = getRefreshToken();
  let response = await send(path, options, getAccessToken());
  if (response.status === 401) {
    const token = await refreshAccessToken(usedRefreshToken);
    if (token) response = await send(path, options, token);
  }
  if (response.status === 401 || response.status === 402) {
    // authApi ends the session (or downloads the file, if another tab has just refreshed it).
    const name = fallbackName();
    saveFile(await authApi.requestBlob(path, options), name);
    return name;
  }
  if (!response.ok) throw await apiErrorFrom(response);
  const name = fileNameFromDisposition(response.headers.get('Content-Disposition')) ?? fallbackName();
  saveFile(await response.blob(), name);
  return name;
}
