import { uploadResponseSchema } from '@atrium/shared/api/media';
import { apiErrorFrom } from '#web/lib/api/api-error-from';
import { refreshAccessToken } from '#web/lib/api/refresh-tokens';
import { buildUrl } from '#web/lib/api/request';
import { getCurrentLanguage } from '#web/lib/i18n/current-language';
import { clearSession, getAccessToken, getRefreshToken } from '#web/lib/session';
import { emitSessionExpired } from '#web/lib/session-events';

interface RawAnswer {
  status: number;
  statusText: string;
  text: string;
}

/**
 * One multipart POST through XMLHttpRequest: fetch cannot report upload progress, and a 10 MB
 * image on a slow line needs a progress bar.
 */
function send(file: File, token: string | null, onProgress: (fraction: number) => void): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', buildUrl('/admin/upload'));
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Accept-Language', getCurrentLanguage());
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => resolve({ status: xhr.status, statusText: xhr.statusText, text: xhr.responseText });
    xhr.onerror = () => reject(new TypeError('The upload failed: network error'));
    const form = new FormData();
    form.append('files', file, file.name);
    xhr.send(form);
  });
}

const errorCode = (answer: RawAnswer): string | null => {
  try {
    const body: unknown = JSON.parse(answer.text);
    return typeof body === 'object' && body !== null && 'code' in body && typeof body.code === 'string'
      ? body.code
      : null;
  } catch {
    return null;
  }
};

const isSessionEnd = (answer: RawAnswer) =>
  (answer.status === 401 && errorCode(answer) === 'TOKEN_EXPIRED') ||
  (answer.status === 402 && errorCode(answer) === 'INVALID_TOKEN');

/**
 * POST /api/admin/upload with one image (field 'files'), reporting progress from 0 to 1.
 * Follows authApi's session rules: an expired token is refreshed once and the upload retried;
 * a session that cannot go on is cleared and reported. Answers the stored library item's URLs.
 */
export async function uploadImage(file: File, onProgress: (fraction: number) => void) {
  const usedRefreshToken = getRefreshToken();
  let answer = await send(file, getAccessToken(), onProgress);
  if (answer.status === 401 && errorCode(answer) === 'TOKEN_EXPIRED') {
    const accessToken = await refreshAccessToken(usedRefreshToken);
    if (accessToken) {
      onProgress(0);
      answer = await send(file, accessToken, onProgress);
    }
  }
  if (isSessionEnd(answer)) {
    clearSession();
    emitSessionExpired();
  }
  const response = new Response(answer.text, { status: answer.status, statusText: answer.statusText });
  if (!response.ok) throw await apiErrorFrom(response);
  return uploadResponseSchema.parse(await response.json());
}
