import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { MediaItem } from '@atrium/shared/api/media';
import { UPLOAD_MAX_BYTES } from '@atrium/shared/limits';
import { adminKeys } from '#web/features/admin/lib/admin-keys';
import { uploadImage } from '../api/upload-image';

/** The image types the server accepts (docs/spec/decisions.md §5b); it checks the content itself too. */
export const ACCEPTED_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'] as const;

export interface QueuedUpload {
  id: number;
  name: string;
  status: 'waiting' | 'uploading' | 'done' | 'failed';
  /** 0 to 1. */
  progress: number;
  result?: MediaItem;
  error?: unknown;
  /** An i18n key when the browser already knows the file will be refused. */
  refusedKey?: string;
}

let nextId = 1;

/** Refused before sending: not one of the image types, or over 10 MB. */
function refusal(file: File): string | undefined {
  if (!ACCEPTED_TYPES.some((type) => type === file.type)) return 'errors:UNSUPPORTED_MEDIA_TYPE';
  if (file.size > UPLOAD_MAX_BYTES) return 'errors:PAYLOAD_TOO_LARGE';
  return undefined;
}

/**
 * Uploads files one request each, one after another: each has its own progress and its own
 * result (one bad file does not fail the others), and the line is not flooded. `onUploaded`
 * hears of each stored picture once the library shows it (the caller selects it).
 */
export function useUploadQueue(onUploaded?: (item: MediaItem) => void) {
  const queryClient = useQueryClient();
  // The latest callback, without restarting the queue's chain when the caller renders again.
  const uploaded = useRef(onUploaded);
  useEffect(() => {
    uploaded.current = onUploaded;
  });
  const [items, setItems] = useState<QueuedUpload[]>([]);
  const chain = useRef<Promise<void>>(Promise.resolve());

  const patch = useCallback((id: number, change: Partial<QueuedUpload>) => {
    setItems((current) => current.map((item) => (item.id === id ? { ...item, ...change } : item)));
  }, []);

  const uploadOne = useCallback(
    async (id: number, file: File) => {
      patch(id, { status: 'uploading' });
      try {
        const { items: stored } = await uploadImage(file, (progress) => patch(id, { progress }));
        patch(id, { status: 'done', progress: 1, result: stored[0] });
        await queryClient.invalidateQueries({ queryKey: adminKeys.media() });
        if (stored[0]) uploaded.current?.(stored[0]);
      } catch (error) {
        patch(id, { status: 'failed', error });
      }
    },
    [patch, queryClient],
  );

  const add = useCallback(
    (files: readonly File[]) => {
      const entries = files.map((file) => ({ file, item: queueItem(file) }));
      setItems((current) => [...entries.map((e) => e.item), ...current]);
      for (const { file, item } of entries) {
        if (item.status === 'failed') continue;
        chain.current = chain.current.then(() => uploadOne(item.id, file));
      }
    },
    [uploadOne],
  );

  const clearFinished = useCallback(() => {
    setItems((current) => current.filter((item) => item.status === 'waiting' || item.status === 'uploading'));
  }, []);

  return { items, add, clearFinished };
}

function queueItem(file: File): QueuedUpload {
  const refusedKey = refusal(file);
  return {
    id: nextId++,
    name: file.name,
    status: refusedKey ? 'failed' : 'waiting',
    progress: 0,
    ...(refusedKey ? { refusedKey } : {}),
  };
}
