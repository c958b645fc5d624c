import { transferFailure, type TNativeFiles } from '../files/native-files';

/** What a member downloads: one meditation in one voice and language (its media key says both). */
interface TDownloadRequest {
  /** The medium's key, e.g. `audio/meditation-6-female-fr.mp3`. */
  key: string;
  /** The download URL (the API's, with the session's media token). */
  url: string;
  /** Whose download it is: another member signed in on the same device does not see it. */
  userId: number;
  title: string;
  voice: 'female' | 'male';
  language: string;
}

/** What the server says of the file now: its length and date, which change when the file does. */
export interface TRemoteFile {
  bytes: number;
  version: string;
}

/** Why a download failed; each reads differently on screen. */
export type TDownloadFailure = 'offline' | 'interrupted' | 'no-space' | 'locked' | 'error';

export type TDownloadItem = Omit<TDownloadRequest, 'url'> &
  (
    | { status: 'downloading'; received: number; total: number | null }
    | { status: 'downloaded'; bytes: number; version: string; downloadedAt: string; outdated: boolean }
    | { status: 'failed'; reason: TDownloadFailure }
  );

type TDownloaded = Extract<TDownloadItem, { status: 'downloaded' }>;
type TDescription = Omit<TDownloadRequest, 'url'>;

/** The index file: what is downloaded, and what was being downloaded when the app last stopped. */
interface TIndex {
  downloaded: TDownloaded[];
  pending: TDescription[];
}

export interface TDownloadStoreDeps {
  files: TNativeFiles;
  /** Asks the server for the file's length and version (a HEAD request); throws a TRemoteFileError. */
  remoteFile(url: string): Promise<TRemoteFile>;
  /** Whether the device is online now. */
  isOnline(): Promise<boolean>;
  now?: () => Date;
}

/** The server's answer to the HEAD request when it was not the file. */
export class RemoteFileError extends Error {
  readonly status: number;
  constructor(status: number) {
    super(`The medium answered ${status}`);
    this.status = status;
  }
}

const downloadsFolder = 'downloads';
const indexPath = `${downloadsFolder}/index.json`;

/** The key as one file name: `audio/meditation-6-female-fr.mp3` → `audio__meditation-6-female-fr.mp3`. */
export function downloadFileName(key: string): string {
  return `${downloadsFolder}/${key.replaceAll('/', '__')}`;
}
const partName = (key: string) => `${downloadFileName(key)}.part`;

function describe(item: TDescription): TDescription {
  return { key: item.key, userId: item.userId, title: item.title, voice: item.voice, language: item.language };
}

function parseIndex(text: string | null): TIndex {
  try {
    const parsed = text ? (JSON.parse(text) as Partial<TIndex>) : {};
    return { downloaded: Array.isArray(parsed.downloaded) ? parsed.downloaded : [], pending: Array.isArray(parsed.pending) ? parsed.pending : [] };
  } catch {
    return { downloaded: [], pending: [] };
  }
}

// 403: the member may not fetch it (locked content, a disabled account). A 401 only means signed out.
const lockedStatuses = new Set([403]);

/** What the transfer's failure means for the member. */
function failureReason(error: unknown, online: boolean): TDownloadFailure {
  if (error instanceof RemoteFileError) return lockedStatuses.has(error.status) ? 'locked' : 'error';
  const { httpStatus, message } = transferFailure(error);
  if (httpStatus !== undefined && lockedStatuses.has(httpStatus)) return 'locked';
  // iOS (NSFileWriteOutOfSpaceError), Android (ENOSPC) and the web (QuotaExceededError) say it in words.
  if (/no space|enospc|out of space|not enough space|disk full|quota/i.test(message)) return 'no-space';
  if (!online) return 'offline';
  return httpStatus === undefined ? 'interrupted' : 'error';
}

export interface TDownloadStore {
  /** Every item of this member, newest first; the same array until something changes. */
  items(): readonly TDownloadItem[];
  subscribe(listener: () => void): () => void;
  /** Downloads the file (again); the item's status follows. */
  download(request: TDownloadRequest): Promise<void>;
  /** Where the downloaded file is, for the native player; null unless downloaded. */
  localUri(key: string, userId: number): Promise<string | null>;
  /** Asks the server whether the file changed or is no longer open to this member. */
  check(key: string, userId: number, url: string): Promise<void>;
  remove(key: string): Promise<void>;
  /** Removes every download of this member. */
  removeAll(userId: number): Promise<void>;
}

/**
 * The downloaded meditations: files in the app's folder plus an index file, so they survive a
 * restart. A file is downloaded beside its place (`.part`) and moved there only once its length
 * is the one the server announced; a download cut off (the connection lost, the app stopped) is
 * shown as such and can be tried again. A file the server has since changed is flagged
 * 'outdated'; one the member may no longer fetch (access ended) is removed: locked stays locked.
 */
export async function openDownloadStore({ files, remoteFile, isOnline, now = () => new Date() }: TDownloadStoreDeps): Promise<TDownloadStore> {
  const index = parseIndex(await files.readText(indexPath));
  const transient = new Map<string, TDownloadItem>();
  // Downloads the app was stopped in the middle of: their partial files go, their state shows.
  for (const stopped of index.pending) {
    await files.remove(partName(stopped.key));
    transient.set(stopped.key, { ...describe(stopped), status: 'failed', reason: 'interrupted' });
  }
  index.pending = [];
  const listeners = new Set<() => void>();
  let snapshot: TDownloadItem[] = [];

  function publish() {
    const downloaded = index.downloaded.filter((item) => !transient.has(item.key));
    snapshot = [...transient.values(), ...downloaded.toSorted((a, b) => b.downloadedAt.localeCompare(a.downloadedAt))];
    for (const listener of listeners) listener();
  }
  publish();

  let writes: Promise<unknown> = Promise.resolve();
  function persist(): Promise<void> {
    const text = JSON.stringify(index);
    const write = writes.then(() => files.writeText(indexPath, text));
    writes = write.catch(() => undefined);
    return write;
  }
  await persist();

  const setTransient = (key: string, item: TDownloadItem | null) => {
    if (item) transient.set(key, item);
    else transient.delete(key);
    publish();
  };
  const findDownloaded = (key: string) => index.downloaded.find((item) => item.key === key);

  async function forget(key: string) {
    index.downloaded = index.downloaded.filter((item) => item.key !== key);
    index.pending = index.pending.filter((item) => item.key !== key);
    transient.delete(key);
    publish();
    await persist();
    await files.remove(downloadFileName(key));
    await files.remove(partName(key));
  }

  const running = new Set<string>();

  return {
    items: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    async download(request) {
      const { key } = request;
      if (running.has(key)) return;
      running.add(key);
      const description = describe(request);
      setTransient(key, { ...description, status: 'downloading', received: 0, total: null });
      index.pending = [...index.pending.filter((item) => item.key !== key), description];
      try {
        await persist();
        const remote = await remoteFile(request.url);
        setTransient(key, { ...description, status: 'downloading', received: 0, total: remote.bytes });
        await files.download(request.url, partName(key), (received, total) =>
          setTransient(key, { ...description, status: 'downloading', received, total: total ?? remote.bytes }),
        );
        // A transfer that stopped early can end without an error on some connections.
        const received = await files.size(partName(key));
        if (received !== remote.bytes) throw new Error(`The download holds ${received} of the file's ${remote.bytes} bytes`);
        await files.remove(downloadFileName(key));
        await files.rename(partName(key), downloadFileName(key));
        index.downloaded = [
          ...index.downloaded.filter((item) => item.key !== key),
          { ...description, status: 'downloaded', bytes: remote.bytes, version: remote.version, downloadedAt: now().toISOString(), outdated: false },
        ];
        index.pending = index.pending.filter((item) => item.key !== key);
        await persist();
        setTransient(key, null);
      } catch (error) {
        console.warn('Downloading a meditation failed', error);
        const reason = failureReason(error, await isOnline().catch(() => false));
        index.pending = index.pending.filter((item) => item.key !== key);
        await files.remove(partName(key)).catch(() => undefined);
        await persist().catch(() => undefined);
        setTransient(key, { ...description, status: 'failed', reason });
      } finally {
        running.delete(key);
      }
    },
    async localUri(key, userId) {
      const item = findDownloaded(key);
      if (!item || item.userId !== userId) return null;
      // Removed behind the app's back (the system freed space): no longer downloaded.
      if ((await files.size(downloadFileName(key))) === null) {
        await forget(key);
        return null;
      }
      return files.uri(downloadFileName(key));
    },
    async check(key, userId, url) {
      const item = findDownloaded(key);
      if (!item || item.userId !== userId) return;
      try {
        const remote = await remoteFile(url);
        const outdated = remote.version !== item.version || remote.bytes !== item.bytes;
        if (outdated === item.outdated) return;
        index.downloaded = index.downloaded.map((entry) => (entry.key === key ? { ...entry, outdated } : entry));
        publish();
        await persist();
      } catch (error) {
        if (error instanceof RemoteFileError && lockedStatuses.has(error.status)) await forget(key);
        // No network, or a server error: the copy stays as it is until the next check.
      }
    },
    remove: forget,
    async removeAll(userId) {
      const keys = [...index.downloaded, ...transient.values()].filter((item) => item.userId === userId).map((item) => item.key);
      for (const key of new Set(keys)) await forget(key);
    },
  };
}
