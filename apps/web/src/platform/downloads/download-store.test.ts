import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as Core from '@capacitor/core';
import { loadNativeFiles } from '../files/native-files';
import { downloadFileName, openDownloadStore, RemoteFileError, type TDownloadItem, type TRemoteFile } from './download-store';

// The plugins faked at their module boundary: the device's folder and the transfer, in memory.
const device = await vi.hoisted(async () => (await import('../files/fake-device-files')).fakeDeviceFiles());
vi.mock('@capacitor/filesystem', () => device.module.filesystem);
vi.mock('@capacitor/file-transfer', () => device.module.fileTransfer);
// On a phone: sizes come from the plugin's stat (in a browser they are counted from the file's text).
vi.mock('@capacitor/core', async (importOriginal) => {
  const core = await importOriginal<typeof Core>();
  return { ...core, Capacitor: { ...core.Capacitor, getPlatform: () => 'ios' } };
});

const key = 'audio/meditation-6-female-fr.mp3';
const url = `https://innerway.app/api/content_media/${key}?media_token=t0k`;
const body = 'x'.repeat(1000);
const request = { key, url, userId: 7, title: 'Le lac calme', voice: 'female', language: 'fr' } as const;

/** The server's HEAD answers: the file's length and date, or a refusal. */
let remote: TRemoteFile | RemoteFileError;
let online: boolean;

async function open() {
  const files = await loadNativeFiles();
  return openDownloadStore({
    files,
    remoteFile: vi.fn(async () => {
      if (remote instanceof RemoteFileError) throw remote;
      return remote;
    }),
    isOnline: async () => online,
    now: () => new Date('2026-11-20T08:00:00Z'),
  });
}

const only = (items: readonly TDownloadItem[]) => {
  expect(items).toHaveLength(1);
  return items[0]!;
};

beforeEach(() => {
  vi.clearAllMocks();
  vi.stubEnv('VITE_APP_TARGET', 'native');
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  device.reset();
  device.serve(url, body);
  remote = { bytes: 1000, version: 'Fri, 20 Nov 2026 07:00:00 GMT' };
  online = true;
});
afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

describe('the downloads store', () => {
  it('downloads with progress, then keeps the file under its own name and plays it from the device', async () => {
    const store = await open();
    const seen: string[] = [];
    store.subscribe(() => {
      const item = store.items()[0];
      if (item) seen.push(item.status === 'downloading' ? `downloading ${item.received}/${item.total}` : item.status);
    });
    await store.download(request);

    expect(seen).toEqual(['downloading 0/null', 'downloading 0/1000', 'downloading 500/1000', 'downloading 1000/1000', 'downloaded']);
    expect(only(store.items())).toMatchObject({ key, status: 'downloaded', bytes: 1000, title: 'Le lac calme', voice: 'female', language: 'fr', outdated: false });
    expect(device.files.get(downloadFileName(key))).toBe(body);
    expect(device.files.has(`${downloadFileName(key)}.part`)).toBe(false);
    expect(await store.localUri(key, 7)).toBe('file:///data/Library/NoCloud/downloads/audio__meditation-6-female-fr.mp3');
    // Another member signed in on the same device does not get it.
    expect(await store.localUri(key, 8)).toBeNull();
  });

  it('keeps the downloads through a restart', async () => {
    await (await open()).download(request);
    const reopened = await open();
    expect(only(reopened.items())).toMatchObject({ key, status: 'downloaded', bytes: 1000 });
    expect(await reopened.localUri(key, 7)).toMatch(/^file:\/\/.+audio__meditation-6-female-fr\.mp3$/);
  });

  it('shows a download cut off by a lost connection as offline, keeps no partial file, and downloads on a retry', async () => {
    const store = await open();
    device.cutOff(url, body, 300, Object.assign(new Error('The Internet connection appears to be offline.'), { data: { message: 'NSURLErrorNotConnectedToInternet' } }));
    online = false;
    await store.download(request);
    expect(only(store.items())).toMatchObject({ status: 'failed', reason: 'offline' });
    expect([...device.files.keys()].filter((name) => name.includes('audio__'))).toEqual([]);
    expect(await store.localUri(key, 7)).toBeNull();

    online = true;
    device.serve(url, body);
    await store.download(request);
    expect(only(store.items())).toMatchObject({ status: 'downloaded' });
  });

  it('never takes a file shorter than the server announced', async () => {
    const store = await open();
    device.serve(url, body.slice(0, 700));
    await store.download(request);
    expect(only(store.items())).toMatchObject({ status: 'failed', reason: 'interrupted' });
    expect(await store.localUri(key, 7)).toBeNull();
  });

  it('says when the device has no space left', async () => {
    const store = await open();
    device.cutOff(url, body, 600, Object.assign(new Error('Download failed'), { data: { exception: 'java.io.IOException: write failed: ENOSPC (No space left on device)' } }));
    await store.download(request);
    expect(only(store.items())).toMatchObject({ status: 'failed', reason: 'no-space' });
  });

  it('does not download what the member may not fetch: locked stays locked', async () => {
    const store = await open();
    remote = new RemoteFileError(403);
    await store.download(request);
    expect(only(store.items())).toMatchObject({ status: 'failed', reason: 'locked' });
    expect(device.FileTransfer.downloadFile).not.toHaveBeenCalled();
  });

  it('a download the app was stopped in shows as interrupted at the next start, its partial file gone', async () => {
    const store = await open();
    const release = device.hold();
    const running = store.download(request);
    await vi.waitFor(() => expect(device.files.get(`${downloadFileName(key)}.part`)).toHaveLength(500));

    // The app is stopped here; the next run opens the same folder.
    const reopened = await open();
    expect(only(reopened.items())).toMatchObject({ key, status: 'failed', reason: 'interrupted', title: 'Le lac calme' });
    expect(device.files.has(`${downloadFileName(key)}.part`)).toBe(false);
    release();
    await running;
  });

  it('flags a download the server has changed since, and removes one the member may no longer fetch', async () => {
    const store = await open();
    await store.download(request);
    await store.check(key, 7, url);
    expect(only(store.items())).toMatchObject({ outdated: false });

    remote = { bytes: 1200, version: 'Sat, 21 Nov 2026 07:00:00 GMT' };
    await store.check(key, 7, url);
    expect(only(store.items())).toMatchObject({ status: 'downloaded', outdated: true });
    expect(only((await open()).items())).toMatchObject({ outdated: true });

    // No network: the copy stays as it is.
    remote = new RemoteFileError(0);
    await store.check(key, 7, url);
    expect(only(store.items())).toMatchObject({ status: 'downloaded' });

    remote = new RemoteFileError(403);
    await store.check(key, 7, url);
    expect(store.items()).toEqual([]);
    expect(device.files.has(downloadFileName(key))).toBe(false);
  });

  it('frees the space: one download, or all of the member’s', async () => {
    const store = await open();
    const other = { ...request, key: 'audio/meditation-6-male-fr.mp3', url: `${url}&male`, voice: 'male' } as const;
    const someoneElse = { ...request, key: 'audio/meditation-1-female-en.mp3', url: `${url}&else`, userId: 8 } as const;
    device.serve(other.url, body);
    device.serve(someoneElse.url, body);
    for (const each of [request, other, someoneElse]) await store.download(each);
    expect(store.items()).toHaveLength(3);

    await store.remove(key);
    expect(store.items().map((item) => item.key)).toEqual([other.key, someoneElse.key]);
    expect(device.files.has(downloadFileName(key))).toBe(false);

    await store.removeAll(7);
    expect(store.items().map((item) => item.key)).toEqual([someoneElse.key]);
    expect(device.files.has(downloadFileName(other.key))).toBe(false);
    expect(only((await open()).items())).toMatchObject({ key: someoneElse.key });
  });

  it('forgets a file the system removed behind the app’s back', async () => {
    const store = await open();
    await store.download(request);
    device.files.delete(downloadFileName(key));
    expect(await store.localUri(key, 7)).toBeNull();
    expect(store.items()).toEqual([]);
  });
});
