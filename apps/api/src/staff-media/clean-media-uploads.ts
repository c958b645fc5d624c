import type { FileStore } from '@tus/file-store';
import type { Task } from 'graphile-worker';
import { UPLOAD_EXPIRY_MS, type MediaUploads } from './media-uploads.ts';

/**
 * Removes the uploads begun more than UPLOAD_EXPIRY_MS ago: abandoned ones (the editor closed the
 * page, lost the connection for good) and any a server stopped mid-check left behind (a finished
 * upload is removed as soon as it is checked). Returns how many it removed.
 */
export async function cleanMediaUploads(datastore: FileStore, now: Date): Promise<number> {
  let removed = 0;
  for (const id of (await datastore.configstore.list?.()) ?? []) {
    const upload = await datastore.configstore.get(id);
    const created = upload?.creation_date ? Date.parse(upload.creation_date) : Number.NaN;
    if (upload && !(now.getTime() - created < UPLOAD_EXPIRY_MS)) {
      await datastore.remove(id);
      removed += 1;
    }
  }
  return removed;
}

/** The job worker's task for `clean_media_uploads`. */
export function cleanMediaUploadsTask(uploads: MediaUploads): Task {
  return async () => {
    await cleanMediaUploads((await uploads.open()).datastore, new Date());
  };
}

/** Graphile Worker runs it every hour (a cron item: once per time across every instance). */
export const mediaUploadsCronItem = { task: 'clean_media_uploads', match: '17 * * * *', identifier: 'clean_media_uploads' } as const;
