import { AsyncLocalStorage } from 'node:async_hooks';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { FileStore } from '@tus/file-store';
import { Server, type Upload } from '@tus/server';
import { MediaUploadKinds, MediaUploadLimits, MediaUploadsPath, type TErrorCode, type TMediaUploadKind, type TPlainErrorCode } from '@innerway/domain';
import type { Db } from '../db/client.ts';
import { recordMediaObjects } from '../media-store/media-objects.ts';
import type { MediaStore } from '../media-store/media-store.ts';
import { mediaContentType } from '../media-store/media-content-type.ts';
import { AppError } from '../http/app-error.ts';
import { failure, ok } from '../http/envelope.ts';
import { checkUpload } from './check-upload.ts';

/** An upload not finished this long after it began is abandoned: the clean-up removes it. */
export const UPLOAD_EXPIRY_MS = 24 * 60 * 60 * 1000;

/** Where uploads in progress are kept, each as its bytes so far and a JSON file of its state. */
export const uploadsDirectory = (dataDir: string) => path.join(dataDir, 'media-uploads');

interface TMediaUploadsOptions {
  dataDir: string;
  mediaStore: MediaStore;
  db: Db;
}

/** The staff member whose request the upload server is handling (set by the routes). */
export const uploader = new AsyncLocalStorage<{ userId: number }>();

/** A refusal in the tus server's terms: the status and our envelope as the body. */
function tusRefusal(status: number, code: TErrorCode, text?: string) {
  return { status_code: status, body: JSON.stringify(text === undefined ? failure(code as TPlainErrorCode) : failure(code, null, text)) };
}

const isKind = (value: string | null | undefined): value is TMediaUploadKind => MediaUploadKinds.includes(value as TMediaUploadKind);

/** The upload's owner, as the server wrote it at creation (a client's own `owner` is replaced). */
export const ownerOf = (upload: Upload) => Number(upload.metadata?.owner);

/**
 * The resumable (tus) upload server of the studio: an upload is created with its length and
 * `kind` (Upload-Metadata), refused at once when larger than its kind allows, received in as many
 * PATCHes as the connection needs (a lost connection resumes at the offset the server has), and,
 * when its last byte is in, checked by its content and put in the media store under its
 * content-addressed key. Whatever the outcome, the partial upload is then removed: a refused file
 * leaves nothing behind, and an abandoned one is removed by the clean-up task.
 */
function openMediaUploads({ dataDir, mediaStore, db }: TMediaUploadsOptions) {
  const datastore = new FileStore({ directory: uploadsDirectory(dataDir), expirationPeriodInMilliseconds: UPLOAD_EXPIRY_MS });
  const server = new Server({
    path: `/api${MediaUploadsPath}`,
    datastore,
    relativeLocation: true,
    // The upload is the last segment of the address's path, as the routes read it to check its
    // owner: the library's own reading takes what follows the last '/' of the whole URL, query
    // included, so `<mine>?x=/<theirs>` would act on an upload the check never saw.
    getFileIdFromRequest: (request) => /\/([0-9a-f]{32})$/.exec(new URL(request.url, 'http://localhost').pathname)?.[1],
    maxSize: Math.max(...Object.values(MediaUploadLimits)),
    async onUploadCreate(_request, upload) {
      const kind = upload.metadata?.kind;
      if (!isKind(kind)) throw tusRefusal(400, 'media.kind_unknown');
      if (upload.size === undefined) throw tusRefusal(411, 'media.length_required');
      if (upload.size > MediaUploadLimits[kind]) throw tusRefusal(413, 'media.too_large');
      if (upload.size === 0) throw tusRefusal(422, 'media.empty');
      const context = uploader.getStore();
      if (!context) throw new Error('an upload created outside the staff routes');
      return { metadata: { ...upload.metadata, owner: String(context.userId) } };
    },
    // The upload server's own refusals (a wrong offset, a bad header) in our envelope too, in its words.
    onResponseError(_request, error) {
      if ('status_code' in error && error.body.startsWith('{')) return undefined;
      const status = 'status_code' in error ? error.status_code : 500;
      if (status >= 500) return tusRefusal(status, 'server.internal');
      return tusRefusal(status, 'request.refused', 'status_code' in error ? error.body.trim() : '');
    },
    async onUploadFinish(_request, upload) {
      try {
        const { result, objects } = await checkUpload(upload.metadata!.kind as TMediaUploadKind, path.join(datastore.directory, upload.id));
        for (const object of objects) {
          // The same bytes are already there under the same key: nothing to write.
          if (await mediaStore.has(object.key)) continue;
          await mediaStore.put(object.key, typeof object.body === 'function' ? object.body() : object.body, mediaContentType(object.key));
        }
        // Recorded once stored: the studio attaches it by key and reads its kind and duration here.
        await recordMediaObjects(db, [
          { key: result.key, kind: result.kind, durationSeconds: result.duration_seconds ?? null, sizeBytes: upload.size ?? null, uploadedByUserId: ownerOf(upload) },
        ]);
        return { status_code: 200, headers: { 'content-type': 'application/json; charset=utf-8' }, body: JSON.stringify(ok(result)) };
      } catch (error) {
        if (error instanceof AppError) throw tusRefusal(error.status, error.code, error.message);
        throw error;
      } finally {
        await datastore.remove(upload.id);
      }
    },
  });
  return { server, datastore };
}

/**
 * The upload server, made at its first use once its folder exists. The file store makes its folder
 * from its constructor with a callback that throws, an uncaught exception when `DATA_DIR` cannot be
 * written; made here first, such a failure is the failure of the request (or job) that needed it.
 */
export function createMediaUploads(options: TMediaUploadsOptions) {
  let opened: Promise<ReturnType<typeof openMediaUploads>> | undefined;
  return {
    open() {
      opened ??= mkdir(uploadsDirectory(options.dataDir), { recursive: true }).then(
        () => openMediaUploads(options),
        (error: unknown) => {
          opened = undefined;
          throw error;
        },
      );
      return opened;
    },
  };
}
export type MediaUploads = ReturnType<typeof createMediaUploads>;
