import type { FastifyRequest } from 'fastify';
import type {} from '@fastify/multipart';
import { UPLOAD_MAX_BYTES } from '@atrium/shared/limits';
import { AppError, appError } from '#server/lib/app-error';

export interface UploadedFile {
  /** The name the client gave, for display only: never used to store the file. */
  filename: string;
  data: Buffer;
}

/** Reads the files of a multipart request into memory (each at most 10 MB); other fields are ignored. */
export async function readUploadedFiles(
  request: FastifyRequest,
  { maxFiles }: { maxFiles: number },
): Promise<UploadedFile[]> {
  if (!request.isMultipart()) throw appError('UNSUPPORTED_MEDIA_TYPE');
  // Without a boundary the parts cannot be told apart (the parser would fail with a 500).
  if (!/;\s*boundary=/i.test(request.headers['content-type'] ?? '')) throw appError('BAD_REQUEST');
  const files: UploadedFile[] = [];
  try {
    for await (const part of request.parts({ limits: { fileSize: UPLOAD_MAX_BYTES, files: maxFiles } })) {
      if (part.type !== 'file') continue;
      // toBuffer() fails with 413 when the file is over the limit.
      const data = await part.toBuffer();
      files.push({ filename: part.filename.slice(0, 200), data });
    }
  } catch (err) {
    // The plugin's own errors carry their status (413 for limits); the parser's (a body cut
    // short, a malformed part) carry none, and are the client's doing.
    if (err instanceof AppError || hasStatus(err)) throw err;
    throw appError('BAD_REQUEST');
  }
  return files;
}

const hasStatus = (err: unknown): boolean =>
  err instanceof Error && 'statusCode' in err && typeof err.statusCode === 'number';
