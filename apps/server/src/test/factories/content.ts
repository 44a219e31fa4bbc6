import type { FastifyInstance, InjectOptions } from 'fastify';
import sharp from 'sharp';
import type { TestApp } from '#server/test/app';
import type { Database } from '#server/db/client';
import { media } from '#server/modules/uploads/uploads.table';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

const ENGINE = '/api/admin/content/';
/** Engine paths that are no item: the types, coverage, the dashboard. */
const NOT_ITEMS = new Set(['coverage', 'attention']);

/**
 * The ETag an editor who had just read the item (or the type's list, for its order) would send
 * with a write to the editorial engine at `url` (docs/spec/decisions.md §15); none for other calls.
 */
export async function currentEtag(app: FastifyInstance, token: string, method: Method, url: string) {
  if (method === 'GET' || !url.startsWith(ENGINE)) return undefined;
  const [type = '', id, action] = url.slice(ENGINE.length).split('?')[0]!.split('/');
  if (NOT_ITEMS.has(type) || id === undefined || action === 'presence') return undefined;
  const read = id === 'order' ? `${ENGINE}${type}` : `${ENGINE}${type}/${id}`;
  const res = await app.inject({ method: 'GET', url: read, headers: { authorization: `Bearer ${token}` } });
  const etag = res.headers.etag;
  return typeof etag === 'string' ? etag : undefined;
}

/** The If-Match header naming `etag`, or none. */
export const etagHeader = (etag: string | undefined): Record<string, string> => (etag ? { 'if-match': etag } : {});

/**
 * Calls staff's API under `base` (the editorial engine's /api/admin/content by default, or one
 * content type's part of it) with a staff member's token. A write to an engine item names the
 * version the caller reads just before, as an up-to-date editor does; `headers` set it otherwise
 * (`{ 'if-match': '"3"' }`, or `{ 'if-match': '' }` for none).
 */
export const staffCaller =
  (app: FastifyInstance, token: string, base = '/api/admin/content') =>
  async (method: Method, url: string, payload?: InjectOptions['payload'], headers: Record<string, string> = {}) => {
    const etag = 'if-match' in headers ? undefined : await currentEtag(app, token, method, `${base}${url}`);
    const given = Object.fromEntries(Object.entries(headers).filter(([, value]) => value !== ''));
    return app.inject({
      method,
      url: `${base}${url}`,
      headers: { authorization: `Bearer ${token}`, ...etagHeader(etag), ...given },
      ...(payload === undefined ? {} : { payload }),
    });
  };

/**
 * A picture's row in the media library without its bytes (enough for content that points at it):
 * its id. A test that fetches the file stores it too (`libraryImage`).
 */
export async function mediaRow(
  database: Database,
  picture: { key?: string; width?: number; height?: number; bytes?: number } = {},
): Promise<string> {
  const key = picture.key ?? `test/picture-${Date.now().toString(36)}.png`;
  const [row] = await database.db
    .insert(media)
    .values({
      storageKey: key,
      originalName: key.slice(key.lastIndexOf('/') + 1),
      contentType: 'image/png',
      width: picture.width ?? 1600,
      height: picture.height ?? 900,
      bytes: picture.bytes ?? 10,
    })
    .returning({ id: media.id });
  if (!row) throw new Error('media insert failed');
  return row.id;
}

/** A content item made through the editorial engine as staff, then published if asked: its id. */
export async function createContent(
  app: FastifyInstance,
  token: string,
  type: string,
  data: Record<string, unknown>,
  { publish = false } = {},
): Promise<number> {
  const staff = staffCaller(app, token);
  const created = await staff('POST', `/${type}`, { data });
  if (created.statusCode !== 201) throw new Error(`${type} create failed: ${created.statusCode} ${created.body}`);
  const { id } = created.json<{ id: number }>();
  if (publish) {
    const published = await staff('POST', `/${type}/${id}/publish`, { memo: '' });
    if (published.statusCode !== 200) throw new Error(`${type} publish failed: ${published.body}`);
  }
  return id;
}

/** A PNG in the upload library (as if uploaded), its bytes stored: its media id and bytes. */
export async function libraryImage(t: TestApp, name: string, color = '#c9a227') {
  const png = await sharp({ create: { width: 64, height: 64, channels: 4, background: color } })
    .png()
    .toBuffer();
  const key = `uploads/test/${name}.png`;
  await t.app.storage.put(key, png, 'image/png');
  const id = await mediaRow(t.database, { key, width: 64, height: 64, bytes: png.length });
  return { id, bytes: png };
}
