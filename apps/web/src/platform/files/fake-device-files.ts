import { vi } from 'vitest';

type TProgressListener = (status: { type: 'download' | 'upload'; url: string; bytes: number; contentLength: number; lengthComputable: boolean }) => void;

/** What the fake transfer does with a URL: serve a body, or fail (after some bytes, as a cut connection does). */
type TServed = { body: string } | { body: string; failAfter: number; error: unknown };

const uriPrefix = 'file:///data/Library/NoCloud/';

/**
 * Fakes of @capacitor/filesystem's and @capacitor/file-transfer's APIs, over one in-memory
 * folder, for the tests (`vi.mock` of both modules): files are strings (one byte a character).
 * `serve` says what a URL downloads as; `hold` keeps the next download half-way until released.
 */
export function fakeDeviceFiles() {
  const files = new Map<string, string>();
  const served = new Map<string, TServed>();
  const listeners = new Set<TProgressListener>();
  let held: Promise<void> | null = null;
  const missing = (path: string) => new Error(`File does not exist: ${path}`);
  const pathOf = (uri: string) => (uri.startsWith(uriPrefix) ? uri.slice(uriPrefix.length) : uri);
  const emit = (url: string, bytes: number, total: number) =>
    listeners.forEach((listener) => listener({ type: 'download', url, bytes, contentLength: total, lengthComputable: true }));

  const Filesystem = {
    getUri: vi.fn(async ({ path }: { path: string }) => ({ uri: `${uriPrefix}${path}` })),
    stat: vi.fn(async ({ path }: { path: string }) => {
      const content = files.get(path);
      if (content === undefined) throw missing(path);
      return { type: 'file', size: content.length, ctime: 0, mtime: 0, uri: `${uriPrefix}${path}`, name: path };
    }),
    // As the plugin does: the text with an encoding, base64 without.
    readFile: vi.fn(async ({ path, encoding }: { path: string; encoding?: string }) => {
      const content = files.get(path);
      if (content === undefined) throw missing(path);
      return { data: encoding ? content : btoa(content) };
    }),
    writeFile: vi.fn(async ({ path, data }: { path: string; data: string }) => {
      files.set(path, data);
      return { uri: `${uriPrefix}${path}` };
    }),
    rename: vi.fn(async ({ from, to }: { from: string; to: string }) => {
      const content = files.get(from);
      if (content === undefined) throw missing(from);
      files.set(to, content);
      files.delete(from);
    }),
    deleteFile: vi.fn(async ({ path }: { path: string }) => {
      if (!files.delete(path)) throw missing(path);
    }),
    rmdir: vi.fn(async ({ path }: { path: string }) => {
      for (const name of [...files.keys()]) if (name.startsWith(`${path}/`)) files.delete(name);
    }),
    mkdir: vi.fn(async () => undefined),
  };

  const FileTransfer = {
    downloadFile: vi.fn(async ({ url, path }: { url: string; path: string; progress?: boolean }) => {
      const entry = served.get(url);
      if (!entry) throw Object.assign(new Error('Not found'), { data: { httpStatus: 404, message: 'Not found' } });
      const target = pathOf(path);
      const cutAt = 'failAfter' in entry ? entry.failAfter : entry.body.length;
      const half = Math.floor(cutAt / 2);
      files.set(target, entry.body.slice(0, half));
      emit(url, half, entry.body.length);
      if (held) await held;
      if ('failAfter' in entry) {
        files.set(target, entry.body.slice(0, entry.failAfter));
        throw entry.error;
      }
      files.set(target, entry.body);
      emit(url, entry.body.length, entry.body.length);
      return { path: target };
    }),
    addListener: vi.fn(async (_event: 'progress', listener: TProgressListener) => {
      listeners.add(listener);
      return { remove: async () => void listeners.delete(listener) };
    }),
  };

  return {
    files,
    module: { filesystem: { Filesystem, Directory: { LibraryNoCloud: 'LIBRARY_NO_CLOUD' }, Encoding: { UTF8: 'utf8' } }, fileTransfer: { FileTransfer } },
    Filesystem,
    FileTransfer,
    serve: (url: string, body: string) => void served.set(url, { body }),
    /** The connection drops after `failAfter` bytes, with the plugin's error. */
    cutOff: (url: string, body: string, failAfter: number, error: unknown) => void served.set(url, { body, failAfter, error }),
    /** Holds every download half-way until the returned function is called. */
    hold() {
      let release = () => undefined as void;
      held = new Promise<void>((resolve) => (release = resolve));
      return () => {
        held = null;
        release();
      };
    },
    reset() {
      files.clear();
      served.clear();
      held = null;
    },
  };
}
