import { createHash, createHmac } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

export interface TestS3 {
  /** S3_* settings as the environment gives them. */
  env: Record<string, string>;
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  close(): Promise<void>;
}

const ACCESS_KEY_ID = 'S3RVER';
const SECRET = 'S3RVER';

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();

/**
 * Checks an AWS Signature Version 4 header signature (written here from the AWS documentation,
 * independently of the app's signer): s3rver checks the key id but not v4 signatures.
 */
function signatureError(req: http.IncomingMessage, body: Buffer): string | null {
  const auth = req.headers.authorization ?? '';
  const m =
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([^,]+), ?Signature=([0-9a-f]{64})$/.exec(
      auth,
    );
  if (!m) return 'no v4 signature';
  const [, keyId, date = '', region = '', signed = '', given] = m;
  if (keyId !== ACCESS_KEY_ID) return 'unknown key';
  const payloadHash = String(req.headers['x-amz-content-sha256'] ?? '');
  if (payloadHash !== 'UNSIGNED-PAYLOAD' && payloadHash !== sha256(body)) return 'body does not match its hash';
  const url = new URL(req.url ?? '/', 'http://x');
  const query = [...url.searchParams]
    .map(([k, v]) => [encodeURIComponent(k), encodeURIComponent(v)])
    .sort(([a = ''], [b = '']) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
  const names = signed.split(';');
  const headers = names
    .map(
      (n) =>
        `${n}:${String(req.headers[n] ?? '')
          .trim()
          .replace(/\s+/g, ' ')}\n`,
    )
    .join('');
  const canonical = [req.method, url.pathname, query, headers, signed, payloadHash].join('\n');
  const scope = `${date}/${region}/s3/aws4_request`;
  const toSign = ['AWS4-HMAC-SHA256', String(req.headers['x-amz-date']), scope, sha256(canonical)].join('\n');
  const key = hmac(hmac(hmac(hmac(`AWS4${SECRET}`, date), region), 's3'), 'aws4_request');
  return createHmac('sha256', key).update(toSign).digest('hex') === given ? null : 'signature does not match';
}

/**
 * A real S3-compatible server on a loopback port (s3rver, objects in a temp dir) with one empty
 * bucket, behind a front that refuses requests whose v4 signature is wrong, as S3 does.
 */
export async function startTestS3(bucket = 'atrium-test'): Promise<TestS3> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'atrium-s3-'));
  const s3 = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const inner = await s3.run();
  const front = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      // Anonymous reads pass through, as a public bucket's would.
      const error = req.headers.authorization || req.method !== 'GET' ? signatureError(req, body) : null;
      if (error) {
        res.writeHead(403, { 'content-type': 'application/xml' });
        res.end(`<Error><Code>SignatureDoesNotMatch</Code><Message>${error}</Message></Error>`);
        return;
      }
      const forward = http.request(
        { host: '127.0.0.1', port: inner.port, method: req.method, path: req.url, headers: req.headers },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      forward.on('error', () => res.destroy());
      forward.end(body);
    });
  });
  await new Promise<void>((resolve) => front.listen(0, '127.0.0.1', resolve));
  const address = front.address();
  const endpoint = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return {
    endpoint,
    bucket,
    accessKeyId: ACCESS_KEY_ID,
    secretAccessKey: SECRET,
    env: {
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: ACCESS_KEY_ID,
      S3_SECRET_ACCESS_KEY: SECRET,
    },
    close: async () => {
      front.closeAllConnections();
      await new Promise<void>((resolve) => front.close(() => resolve()));
      await s3.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
