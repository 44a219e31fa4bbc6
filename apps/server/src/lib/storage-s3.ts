import type { AwsClient } from 'aws4fetch';
import { SaxesParser } from 'saxes';
import {
  assertListPrefix,
  assertSafeKey,
  isSafeKey,
  type S3Settings,
  type Storage,
  type StoredObject,
} from './storage';

const encodeKey = (key: string) => key.split('/').map(encodeURIComponent).join('/');

interface ListPage {
  objects: StoredObject[];
  next?: string;
}

/** One page of a ListObjectsV2 answer: its objects (Key, Size, LastModified) and the next page's token. */
export function parseListPage(xml: string): ListPage {
  const parser = new SaxesParser({ xmlns: false, position: false });
  const objects: StoredObject[] = [];
  const path: string[] = [];
  let text = '';
  let current: Partial<StoredObject> = {};
  let truncated = false;
  let next: string | undefined;
  parser.on('opentag', (tag) => {
    path.push(tag.name);
    text = '';
    if (tag.name === 'Contents') current = {};
  });
  parser.on('text', (t) => {
    text += t;
  });
  parser.on('closetag', (tag) => {
    const parent = path[path.length - 2];
    if (parent === 'Contents') {
      if (tag.name === 'Key') current.key = text;
      if (tag.name === 'Size') current.size = Number(text);
      if (tag.name === 'LastModified') current.modified = new Date(text);
    } else if (tag.name === 'Contents' && current.key !== undefined) {
      objects.push({ key: current.key, size: current.size ?? 0, modified: current.modified ?? new Date(0) });
    } else if (tag.name === 'IsTruncated') truncated = text === 'true';
    else if (tag.name === 'NextContinuationToken') next = text;
    path.pop();
    text = '';
  });
  parser.write(xml).close();
  return { objects, next: truncated ? next : undefined };
}

/**
 * Uploads on S3-compatible object storage, signed with SigV4 (aws4fetch over fetch, loaded on
 * first use). Same behaviour as the disk driver: get() of a missing key is null, delete() of a
 * missing key succeeds, url() is the app's /media route (which makes the renditions).
 */
export function createS3Storage(settings: S3Settings, publicPrefix = '/media'): Storage {
  const base = `${settings.endpoint.replace(/\/+$/, '')}/${encodeURIComponent(settings.bucket)}`;
  const prefix = settings.prefix ?? '';
  const publicBase = settings.publicUrl?.replace(/\/+$/, '');
  let client: Promise<AwsClient> | undefined;
  const aws = () =>
    (client ??= import('aws4fetch').then(
      ({ AwsClient }) =>
        new AwsClient({
          accessKeyId: settings.accessKeyId,
          secretAccessKey: settings.secretAccessKey,
          region: settings.region,
          service: 's3',
          // aws4fetch retries 5xx and network errors with backoff; a request should not hang for long.
          retries: 2,
          initRetryMs: 100,
        }),
    ));
  const objectUrl = (key: string) => {
    assertSafeKey(key);
    return `${base}/${encodeKey(prefix + key)}`;
  };
  const fail = async (what: string, key: string, res: Response) => {
    const body = (await res.text().catch(() => '')).slice(0, 300);
    throw new Error(`S3 ${what} ${key} failed: ${res.status} ${body}`);
  };

  return {
    async put(key, data, contentType) {
      const res = await (
        await aws()
      ).fetch(objectUrl(key), {
        method: 'PUT',
        body: data,
        headers: {
          'content-type': contentType,
          // Keys are generated and never reused for other bytes.
          'cache-control': 'public, max-age=31536000, immutable',
        },
      });
      if (!res.ok) await fail('put', key, res);
      await res.arrayBuffer();
    },
    async get(key) {
      const res = await (await aws()).fetch(objectUrl(key), { method: 'GET' });
      if (res.status === 404) {
        await res.arrayBuffer();
        return null;
      }
      if (!res.ok) await fail('get', key, res);
      return Buffer.from(await res.arrayBuffer());
    },
    async delete(key) {
      const res = await (await aws()).fetch(objectUrl(key), { method: 'DELETE' });
      if (!res.ok && res.status !== 404) await fail('delete', key, res);
      await res.arrayBuffer();
    },
    async *list(listPrefix) {
      assertListPrefix(listPrefix);
      let token: string | undefined;
      do {
        const query = new URLSearchParams({ 'list-type': '2', prefix: prefix + listPrefix });
        if (token) query.set('continuation-token', token);
        const res = await (await aws()).fetch(`${base}?${query}`, { method: 'GET' });
        if (!res.ok) await fail('list', listPrefix || '(all)', res);
        const page = parseListPage(await res.text());
        // Keys outside the site's prefix cannot come back; keys this app would not write are skipped.
        for (const o of page.objects) {
          const key = o.key.slice(prefix.length);
          if (o.key.startsWith(prefix) && isSafeKey(key)) yield { ...o, key };
        }
        token = page.next;
      } while (token);
    },
    url: (key) => `${publicPrefix}/${key}`,
    directUrl: (key) => {
      if (!publicBase) return undefined;
      assertSafeKey(key);
      return `${publicBase}/${encodeKey(prefix + key)}`;
    },
  };
}
