import type { AwsClient } from 'aws4fetch';
import { assertSafeKey, type S3Settings, type Storage } from './storage';

const encodeKey = (key: string) => key.split('/').map(encodeURIComponent).join('/');

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
    url: (key) => `${publicPrefix}/${key}`,
    directUrl: (key) => {
      if (!publicBase) return undefined;
      assertSafeKey(key);
      return `${publicBase}/${encodeKey(prefix + key)}`;
    },
  };
}
