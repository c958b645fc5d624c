/**
 * The device's files, for what the apps keep between runs: downloaded meditations and the
 * outbox. Behind this small interface, so the unit tests drive the code above it with a fake;
 * paths are relative to the app's own folder that is left out of iCloud and device backups
 * (downloads can be fetched again, and Apple's guidelines keep them out of backups).
 */
export interface TNativeFiles {
  /** The file's absolute `file://` URI, which the native audio player plays. */
  uri(path: string): Promise<string>;
  /** The file's size in bytes, or null when there is no such file. */
  size(path: string): Promise<number | null>;
  /** The file's text, or null when there is no such file. */
  readText(path: string): Promise<string | null>;
  writeText(path: string, text: string): Promise<void>;
  rename(from: string, to: string): Promise<void>;
  /** Removes the file; nothing happens when there is none. */
  remove(path: string): Promise<void>;
  /** Removes the folder and everything in it; nothing happens when there is none. */
  removeFolder(path: string): Promise<void>;
  /** Streams `url` into the file at `path` (never through the web view's memory), telling the bytes received. */
  download(url: string, path: string, onProgress: (received: number, total: number | null) => void): Promise<void>;
}

/** A failed download as the transfer plugin reports it. */
export interface TTransferFailure {
  /** The server's status, when it answered with an error. */
  httpStatus?: number;
  message: string;
}

/** The transfer plugin's rejection: its details are on `data` (FileTransferError). */
export function transferFailure(error: unknown): TTransferFailure {
  const data = (error as { data?: { httpStatus?: unknown; message?: unknown; exception?: unknown } } | null)?.data;
  const httpStatus = typeof data?.httpStatus === 'number' ? data.httpStatus : undefined;
  const parts = [error instanceof Error ? error.message : String(error), data?.message, data?.exception].filter((part) => typeof part === 'string');
  return { ...(httpStatus === undefined ? {} : { httpStatus }), message: parts.join(' ') };
}

/** Loaded only in the apps (the download and outbox code that calls it is native-only). */
export async function loadNativeFiles(): Promise<TNativeFiles> {
  if (import.meta.env.VITE_APP_TARGET !== 'native') throw new Error('The device files exist only in the apps');
  const [{ Capacitor }, { Filesystem, Directory, Encoding }, { FileTransfer }] = await Promise.all([
    import('@capacitor/core'),
    import('@capacitor/filesystem'),
    import('@capacitor/file-transfer'),
  ]);
  const directory = Directory.LibraryNoCloud;
  // In a browser (the native-test build that Playwright runs), the plugin keeps a file as base64
  // text in IndexedDB and `stat` gives that text's length: the bytes are counted from the text.
  const inBrowser = Capacitor.getPlatform() === 'web';
  const browserSize = async (path: string) => {
    const { data } = await Filesystem.readFile({ directory, path });
    if (typeof data !== 'string') return data.size;
    return (data.length * 3) / 4 - (data.endsWith('==') ? 2 : data.endsWith('=') ? 1 : 0);
  };
  const missing = (error: unknown) => /exist|not found|no such file/i.test(error instanceof Error ? error.message : String(error));
  const ignoreMissing = (error: unknown) => {
    if (!missing(error)) throw error;
  };
  return {
    uri: async (path) => (await Filesystem.getUri({ directory, path })).uri,
    size: async (path) => {
      try {
        return inBrowser ? await browserSize(path) : (await Filesystem.stat({ directory, path })).size;
      } catch (error) {
        ignoreMissing(error);
        return null;
      }
    },
    readText: async (path) => {
      try {
        const { data } = await Filesystem.readFile({ directory, path, encoding: Encoding.UTF8 });
        return typeof data === 'string' ? data : await data.text();
      } catch (error) {
        ignoreMissing(error);
        return null;
      }
    },
    writeText: async (path, data) => {
      await Filesystem.writeFile({ directory, path, data, encoding: Encoding.UTF8, recursive: true });
    },
    rename: (from, to) => Filesystem.rename({ directory, toDirectory: directory, from, to }),
    remove: (path) => Filesystem.deleteFile({ directory, path }).catch(ignoreMissing),
    removeFolder: (path) => Filesystem.rmdir({ directory, path, recursive: true }).catch(ignoreMissing),
    download: async (url, path, onProgress) => {
      const { uri } = await Filesystem.getUri({ directory, path });
      // The plugin tells every download's progress to every listener: this one's by its URL.
      const listening = await FileTransfer.addListener('progress', (status) => {
        if (status.type === 'download' && status.url === url) onProgress(status.bytes, status.lengthComputable ? status.contentLength : null);
      });
      try {
        // The folder must exist before the transfer writes into it.
        await Filesystem.mkdir({ directory, path: path.slice(0, path.lastIndexOf('/')), recursive: true }).catch(() => undefined);
        await FileTransfer.downloadFile({ url, path: uri, progress: true });
      } finally {
        await listening.remove();
      }
    },
  };
}
