import { DetailedError, Upload } from 'tus-js-client';
import { MediaUploadsPath, type TEnvelope, type TMediaUploadKind, type TMediaUploadResult } from '@innerway/domain';
import { addSessionHeader, ApiError, apiBasePath, clientInfoHeader } from '../../../lib/api-client';

/** What the field hears of an upload as it goes. */
export interface TMediaUploadEvents {
  onProgress(sent: number, total: number): void;
  /** The connection was lost: the upload tries again by itself, from where the server is. */
  onReconnecting(): void;
  onDone(result: TMediaUploadResult): void;
  /** The server refused the file (an ApiError with its code), or the upload gave up trying. */
  onFailed(error: ApiError): void;
}

export interface TMediaUpload {
  start(): void;
  /** Stops sending; `start` goes on from where the server is. */
  pause(): void;
  /** Stops and removes what the server received. */
  cancel(): void;
}

// Tries again after a lost connection, waiting longer each time (about a minute in all); after
// that the field says so, and goes on by itself when the browser is back online.
const retryDelays = [0, 1000, 3000, 5000, 10_000, 20_000];
// Parts of 32 MiB: proxies in front of the server often limit a request's body, and a part lost
// costs only itself.
const chunkSize = 32 * 1024 * 1024;

/** The failure of a tus request as the rest of the app's calls fail: an ApiError with the reply's code. */
function asApiError(error: Error | DetailedError): ApiError {
  const response = error instanceof DetailedError ? error.originalResponse : null;
  if (!response) return new ApiError(0, error.message, { reason: 'network' });
  const status = response.getStatus();
  try {
    const envelope = JSON.parse(response.getBody()) as TEnvelope<unknown>;
    if (!envelope.success && envelope.error) {
      return new ApiError(status, envelope.error, { serverText: envelope.error, code: envelope.code ?? null, data: envelope.data });
    }
  } catch {
    // Not our envelope (a proxy's page): said by its status.
  }
  return new ApiError(status, String(status));
}

/** Whether tus should try a failed request again: no reply, the server's trouble, or a lock (409, 423). */
function isWorthRetrying(error: DetailedError): boolean {
  const status = error.originalResponse?.getStatus() ?? 0;
  return status === 0 || status >= 500 || status === 409 || status === 423;
}

/**
 * A resumable upload of `file` to the studio (tus, /api/staff/media/uploads): it resumes an
 * upload of the same file for the same field begun earlier (even before a reload), tries again
 * by itself after a lost connection, and ends with the server's check of the file.
 */
export function createMediaUpload(file: File, { kind, fieldId }: { kind: TMediaUploadKind; fieldId: string }, events: TMediaUploadEvents): TMediaUpload {
  const upload = new Upload(file, {
    endpoint: `${apiBasePath}${MediaUploadsPath}`,
    metadata: { kind, filename: file.name },
    // One upload per field: the same file chosen for two fields is two uploads.
    fingerprint: async () => ['innerway-media', fieldId, kind, file.name, file.size, file.lastModified].join(':'),
    removeFingerprintOnSuccess: true,
    chunkSize,
    retryDelays,
    onBeforeRequest(request) {
      const headers = new Headers({ 'X-Client-Info': clientInfoHeader() });
      addSessionHeader(headers);
      // The website's session is its cookie, which the browser sends to its own origin.
      headers.forEach((value, name) => request.setHeader(name, value));
    },
    onShouldRetry(error) {
      const retry = isWorthRetrying(error) && navigator.onLine;
      if (retry) events.onReconnecting();
      return retry;
    },
    onProgress: (sent, total) => events.onProgress(sent, total),
    onSuccess({ lastResponse }) {
      try {
        const envelope = JSON.parse(lastResponse.getBody()) as TEnvelope<TMediaUploadResult>;
        if (envelope.success && envelope.data) return events.onDone(envelope.data);
      } catch {
        // Handled below.
      }
      events.onFailed(new ApiError(lastResponse.getStatus(), String(lastResponse.getStatus()), { reason: 'empty' }));
    },
    onError: (error) => events.onFailed(asApiError(error)),
  });

  return {
    start() {
      void upload.findPreviousUploads().then((previous) => {
        if (previous[0]) upload.resumeFromPreviousUpload(previous[0]);
        upload.start();
      });
    },
    pause: () => void upload.abort(),
    cancel: () => void upload.abort(true).catch(() => undefined),
  };
}
