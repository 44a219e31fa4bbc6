import type { Reply } from '#web/lib/api/request';
import type { giftReceiveSchema, GiftReceive } from '@atrium/shared/api/events';
import { authApi } from '#web/lib/api/auth-api';
import { API_BASE_URL } from '#web/lib/api/request';

/**
 * POST /api/events/{id}/gifts/{day}/receive (member): records the gift as received and answers a
 * download link valid for this member only, for a short time.
 */
const receiveGift = (id: number, day: number): Promise<GiftReceive> =>
  authApi.request<Reply<typeof giftReceiveSchema>>(`/events/${id}/gifts/${day}/receive`, { method: 'POST' });

/**
 * The file behind a download link. The link needs the member's token, so it is fetched with the
 * authenticated client (not opened as a plain link) and handed to the browser as a blob.
 */
function fetchGiftFile(downloadUrl: string, signal?: AbortSignal): Promise<Blob> {
  const url = new URL(downloadUrl, window.location.origin);
  const path = url.pathname.startsWith(`${API_BASE_URL}/`) ? url.pathname.slice(API_BASE_URL.length) : url.pathname;
  return authApi.requestBlob(path, {
    query: Object.fromEntries(url.searchParams),
    headers: { Accept: '*/*' },
    signal,
  });
}

/** Receives the gift and downloads its file: what the gift screen shows and saves. */
export async function receiveGiftFile(
  id: number,
  day: number,
  signal?: AbortSignal,
): Promise<{ blob: Blob; fileName: string }> {
  const { downloadUrl, fileName } = await receiveGift(id, day);
  return { blob: await fetchGiftFile(downloadUrl, signal), fileName };
}
