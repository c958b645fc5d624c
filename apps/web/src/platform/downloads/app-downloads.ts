import { connectivity } from '../connectivity';
import { appFiles } from '../files/app-files';
import { openDownloadStore, RemoteFileError, type TDownloadStore, type TRemoteFile } from './download-store';

/**
 * What the server holds now, from a HEAD request: its Content-Length and Last-Modified are
 * readable across origins without being exposed (CORS-safelisted), and change with the file.
 */
async function headRemoteFile(url: string): Promise<TRemoteFile> {
  const response = await fetch(url, { method: 'HEAD', credentials: 'omit', cache: 'no-store' });
  if (!response.ok) throw new RemoteFileError(response.status);
  const bytes = Number(response.headers.get('content-length'));
  if (!Number.isSafeInteger(bytes) || bytes <= 0) throw new RemoteFileError(response.status);
  return { bytes, version: response.headers.get('last-modified') ?? '' };
}

let store: Promise<TDownloadStore> | null = null;

/** The app's downloaded meditations, opened once (apps only). */
export function appDownloads(): Promise<TDownloadStore> {
  store ??= appFiles().then((files) => openDownloadStore({ files, remoteFile: headRemoteFile, isOnline: () => connectivity().isOnline() }));
  // A store that could not open (its plugin failed) is tried again next time.
  store.catch(() => (store = null));
  return store;
}
