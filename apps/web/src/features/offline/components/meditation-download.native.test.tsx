import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderRoute } from '../../../test/render-route';
import { initTestI18n } from '../../../test/i18n';
import { stubMedia } from '../../../test/fake-media';
import { fullUser } from '../../../test/users';
import { activityFixture } from '../../activities/test/fixtures';
import { MeditationActivity } from '../../activities/components/meditation-activity';
import { appDownloads } from '../../../platform/downloads/app-downloads';
import { setNativePlugins } from '../../../platform/started-plugins';
import { fakeNativePlugins } from '../../../platform/test/fake-plugins';
import type * as Platform from '../../../platform/platform';
import { connectProgressOutbox } from '../../content';
import { sessionQueryKey } from '../../session';
import DownloadsSection from './downloads-section';

// The apps' bundle on a phone, its plugins faked at their module boundary: the native player,
// the device's files and the transfer; the network through the platform's fake.
const native = await vi.hoisted(async () => (await import('../../../platform/audio/fake-native-player')).fakeNativePlayer());
vi.mock('@mediagrid/capacitor-native-audio', () => ({ AudioPlayer: native.plugin }));
const device = await vi.hoisted(async () => (await import('../../../platform/files/fake-device-files')).fakeDeviceFiles());
vi.mock('@capacitor/filesystem', () => device.module.filesystem);
vi.mock('@capacitor/file-transfer', () => device.module.fileTransfer);
vi.mock('../../../platform/platform', async (importOriginal) => ({
  ...(await importOriginal<typeof Platform>()),
  currentPlatform: () => 'ios',
  isNativePlatform: () => true,
}));

const femaleKey = 'audio/meditation-1-female-en.mp3';
const femaleUrl = `/api/content_media/${femaleKey}`;
const localFile = 'file:///data/Library/NoCloud/downloads/audio__meditation-1-female-en.mp3';
const body = 'x'.repeat(540_962);

/** The API: HEAD of a medium, the activity's progress; nothing at all while offline. */
function stubServer() {
  const state = { online: true };
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    if (!state.online) throw new TypeError('Failed to fetch');
    const path = String(input);
    if (init?.method === 'HEAD' && path.startsWith('/api/content_media/audio/')) {
      return new Response(null, { status: 200, headers: { 'content-length': String(body.length), 'last-modified': 'Fri, 20 Nov 2026 07:00:00 GMT' } });
    }
    if (init?.method === 'PUT' && path.endsWith('/exercises/1/progress')) {
      return new Response(JSON.stringify({ success: true, data: { exercise_id: 1, user_percent_complete: 100 }, error: null }), { status: 200 });
    }
    throw new Error(`Unexpected call: ${init?.method ?? 'GET'} ${path}`);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { state, fetchMock };
}

let network: ReturnType<typeof fakeNativePlugins>;

function goOffline(server: ReturnType<typeof stubServer>) {
  server.state.online = false;
  network.plugins.network.isConnected.mockResolvedValue(false);
  network.setConnected(false);
}

beforeEach(async () => {
  vi.clearAllMocks();
  vi.stubEnv('VITE_APP_TARGET', 'native');
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  network = fakeNativePlugins('ios');
  setNativePlugins(network.plugins);
  device.serve(femaleUrl, body);
  await (await appDownloads()).removeAll(fullUser.id);
  await initTestI18n('en');
  stubMedia();
});

afterEach(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const renderMeditation = () => renderRoute(<MeditationActivity activity={activityFixture()} tracked />, { path: '/', user: fullUser });

describe('meditations offline in the apps', () => {
  it('downloads the chosen voice with its progress, then plays the copy on the device', async () => {
    stubServer();
    const first = renderMeditation();
    await waitFor(() => expect(native.plugin.create).toHaveBeenCalledWith(expect.objectContaining({ audioSource: femaleUrl })));

    const release = device.hold();
    fireEvent.click(await screen.findByRole('button', { name: 'Download for offline listening' }));
    const progress = await screen.findByRole('progressbar', { name: 'Download of A three-minute landing' });
    expect(progress).toHaveAttribute('value', '50');
    expect(screen.getByText('Downloading… 50%')).toBeInTheDocument();
    release();
    expect(await screen.findByText('Downloaded · 541 kB · plays without a connection')).toBeInTheDocument();
    expect(device.FileTransfer.downloadFile).toHaveBeenCalledWith(expect.objectContaining({ url: femaleUrl, progress: true }));
    first.unmount();

    // Opened again: the lock-screen player plays the file on the device.
    renderMeditation();
    await waitFor(() => expect(native.plugin.create).toHaveBeenLastCalledWith(expect.objectContaining({ audioSource: localFile, useForNotification: true })));
  });

  it('plays the download with no network, and sends the completion once the network is back', async () => {
    const server = stubServer();
    await (await appDownloads()).download({ key: femaleKey, url: femaleUrl, userId: fullUser.id, title: 'A three-minute landing', voice: 'female', language: 'en' });
    goOffline(server);
    server.fetchMock.mockClear();

    const { queryClient } = renderMeditation();
    // What the app's start does: replay the outbox now and whenever the network comes back.
    const stopReplaying = await connectProgressOutbox(queryClient);
    await waitFor(() => expect(native.plugin.create).toHaveBeenCalledWith(expect.objectContaining({ audioSource: localFile })));
    expect(await screen.findByText(/^Downloaded · 541 kB/)).toBeInTheDocument();
    native.state.duration = 100;
    native.ready();
    await screen.findByText('1:40');
    native.end();
    // Kept in the outbox: nothing reached the network, and the file holds the save.
    await waitFor(() => expect(device.files.get('outbox.json')).toContain('"exerciseId":1'));
    expect(server.fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT')).toHaveLength(1);

    server.state.online = true;
    network.setConnected(true);
    const puts = () => server.fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT');
    await waitFor(() => expect(JSON.parse(device.files.get('outbox.json')!)).toEqual([]));
    expect(puts()).toHaveLength(2);
    expect(JSON.parse(String(puts()[1]![1]!.body))).toEqual({ progress: 100 });
    stopReplaying();
  });

  it('never sends a save made offline by a member who then signed out with the next member’s session', async () => {
    const server = stubServer();
    goOffline(server);
    const { queryClient } = renderMeditation();
    const stopReplaying = await connectProgressOutbox(queryClient);
    await waitFor(() => expect(native.plugin.create).toHaveBeenCalled());
    native.ready();
    native.end();
    await waitFor(() => expect(device.files.get('outbox.json')).toContain(`"userId":${fullUser.id}`));

    queryClient.setQueryData(sessionQueryKey, { ...fullUser, id: fullUser.id + 1 });
    server.state.online = true;
    network.setConnected(true);
    await waitFor(() => expect(JSON.parse(device.files.get('outbox.json')!)).toEqual([]));
    expect(server.fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT')).toHaveLength(1);
    stopReplaying();
  });

  it('says calmly that a meditation not downloaded needs the connection', async () => {
    const server = stubServer();
    goOffline(server);
    renderMeditation();
    expect(await screen.findByText(/^You are offline\. This meditation plays once you are connected again/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download for offline listening' })).toBeNull();
  });

  it('shows a download cut off by the lost connection, and downloads it on a retry', async () => {
    const server = stubServer();
    renderMeditation();
    device.cutOff(femaleUrl, body, 1000, new Error('The network connection was lost.'));
    network.plugins.network.isConnected.mockResolvedValue(false);
    fireEvent.click(await screen.findByRole('button', { name: 'Download for offline listening' }));
    expect(await screen.findByText('You are offline. Connect to download this meditation.')).toBeInTheDocument();

    network.plugins.network.isConnected.mockResolvedValue(true);
    network.setConnected(true);
    server.state.online = true;
    device.serve(femaleUrl, body);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/^Downloaded · 541 kB/)).toBeInTheDocument();
  });

  it('the account screen lists the downloads, the space they take, and frees it', async () => {
    stubServer();
    const store = await appDownloads();
    const maleKey = 'audio/meditation-1-male-fr.mp3';
    device.serve(`/api/content_media/${maleKey}`, body);
    await store.download({ key: femaleKey, url: femaleUrl, userId: fullUser.id, title: 'A three-minute landing', voice: 'female', language: 'en' });
    await store.download({ key: maleKey, url: femaleUrl.replace(femaleKey, maleKey), userId: fullUser.id, title: 'Un atterrissage', voice: 'male', language: 'fr' });
    renderRoute(<DownloadsSection user={fullUser} />, { path: '/', user: fullUser });

    expect(await screen.findByText('1.1 MB used on this device')).toBeInTheDocument();
    expect(screen.getByText('Male voice · French · 541 kB')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Remove A three-minute landing (Female voice, English)' }));
    expect(await screen.findByText('541 kB used on this device')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Remove all downloads' }));
    expect(await screen.findByText(/^Nothing is downloaded yet/)).toBeInTheDocument();
    expect([...device.files.keys()].filter((name) => name.includes('audio__'))).toEqual([]);
  });
});
