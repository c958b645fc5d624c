import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { mockApi, sentBody } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render-route';
import { initTestI18n } from '../../../test/i18n';
import { stubMedia } from '../../../test/fake-media';
import { activityFixture } from '../test/fixtures';
import { fullUser } from '../../../test/users';
import type * as Platform from '../../../platform/platform';
import { MeditationActivity } from './meditation-activity';

// The apps' bundle, on a phone: the native player's plugin is a fake of its API.
const native = await vi.hoisted(async () => (await import('../../../platform/audio/fake-native-player')).fakeNativePlayer());
vi.mock('@mediagrid/capacitor-native-audio', () => ({ AudioPlayer: native.plugin }));
// The device's files (downloads, the progress outbox), in memory.
const device = await vi.hoisted(async () => (await import('../../../platform/files/fake-device-files')).fakeDeviceFiles());
vi.mock('@capacitor/filesystem', () => device.module.filesystem);
vi.mock('@capacitor/file-transfer', () => device.module.fileTransfer);
vi.mock('../../../platform/platform', async (importOriginal) => ({
  ...(await importOriginal<typeof Platform>()),
  currentPlatform: () => 'ios',
  isNativePlatform: () => true,
}));

beforeEach(async () => {
  vi.clearAllMocks();
  vi.unstubAllGlobals();
  vi.stubEnv('VITE_APP_TARGET', 'native');
  native.state.currentTime = 0;
  native.state.duration = 100;
  await initTestI18n('en');
  stubMedia();
});

afterEach(() => {
  vi.unstubAllEnvs();
});

const playButton = () => screen.getByRole('button', { name: /^(Play|Pause)$/ });
const progressCalls = (fetchMock: ReturnType<typeof mockApi>) => fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT');

function renderMeditation() {
  const fetchMock = mockApi({ 'PUT /exercises/1/progress': { data: { exercise_id: 1, user_percent_complete: 100 } } });
  const view = renderRoute(<MeditationActivity activity={activityFixture()} tracked />, { path: '/', user: fullUser });
  return { ...view, fetchMock };
}

describe('the meditation player in the apps', () => {
  it('plays through the native player, titled with the meditation for the lock screen', async () => {
    renderMeditation();
    await waitFor(() => expect(native.plugin.initialize).toHaveBeenCalled());
    expect(document.querySelector('audio')).toBeNull();
    expect(native.plugin.create).toHaveBeenCalledWith(
      expect.objectContaining({
        audioSource: '/api/content_media/audio/meditation-1-female-en.mp3',
        friendlyTitle: 'A three-minute landing',
        useForNotification: true,
      }),
    );

    expect(playButton()).toHaveAttribute('aria-disabled', 'true');
    native.ready();
    await waitFor(() => expect(playButton()).not.toHaveAttribute('aria-disabled'));
    expect(await screen.findByText('1:40')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    expect(await screen.findByRole('button', { name: 'Pause' })).toBeInTheDocument();
    expect(native.plugin.play).toHaveBeenCalledWith({ audioId: native.current() });

    // Paused from the lock screen.
    native.status('paused');
    expect(await screen.findByRole('button', { name: 'Play' })).toBeInTheDocument();
  });

  it('skips 30 seconds, clamped to the file, and shows the time in minutes:seconds', async () => {
    renderMeditation();
    await waitFor(() => expect(native.plugin.initialize).toHaveBeenCalled());
    native.ready();
    await screen.findByText('1:40');
    fireEvent.click(screen.getByRole('button', { name: 'Forward 30 seconds' }));
    await waitFor(() => expect(native.plugin.seek).toHaveBeenLastCalledWith({ audioId: native.current(), timeInSeconds: 30 }));
    expect(screen.getByRole('slider', { name: 'Timeline' })).toHaveAttribute('aria-valuetext', '0:30 of 1:40');
    fireEvent.click(screen.getByRole('button', { name: 'Back 30 seconds' }));
    fireEvent.click(screen.getByRole('button', { name: 'Back 30 seconds' }));
    await waitFor(() => expect(native.plugin.seek).toHaveBeenLastCalledWith({ audioId: native.current(), timeInSeconds: 0 }));
  });

  it('completes the meditation once playback passes 90 percent', async () => {
    const { fetchMock } = renderMeditation();
    await waitFor(() => expect(native.plugin.initialize).toHaveBeenCalled());
    native.ready();
    await screen.findByText('1:40');
    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    native.state.currentTime = 91;
    await waitFor(() => expect(progressCalls(fetchMock)).toHaveLength(1), { timeout: 2000 });
    expect(screen.getByRole('slider', { name: 'Timeline' })).toHaveAttribute('aria-valuetext', '1:31 of 1:40');
  });

  it('completes it at the end too, and shows the end though the player rewinds', async () => {
    const { fetchMock } = renderMeditation();
    await waitFor(() => expect(native.plugin.initialize).toHaveBeenCalled());
    native.ready();
    await screen.findByText('1:40');
    native.end();
    await waitFor(() => expect(progressCalls(fetchMock)).toHaveLength(1));
    expect(screen.getByRole('slider', { name: 'Timeline' })).toHaveAttribute('aria-valuetext', '1:40 of 1:40');
  });

  it('lets go of the player when the voice changes, before the next one starts', async () => {
    renderMeditation();
    await waitFor(() => expect(native.plugin.initialize).toHaveBeenCalled());
    const female = native.current();
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Male Voice' }));
    await waitFor(() => expect(native.plugin.create).toHaveBeenCalledTimes(2));
    expect(native.plugin.destroy).toHaveBeenCalledWith({ audioId: female });
    expect(native.plugin.create).toHaveBeenLastCalledWith(expect.objectContaining({ audioSource: '/api/content_media/audio/meditation-1-male-en.mp3' }));
  });

  it('says so when the native player cannot load the file', async () => {
    native.plugin.create.mockRejectedValueOnce(new Error('There was an issue creating the audio player [1].'));
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderMeditation();
    expect(await screen.findByRole('alert')).toHaveTextContent('This audio could not be loaded.');
  });
});

describe('mindful minutes in the apps', () => {
  it('reports what the native player played when it is paused from the lock screen', async () => {
    localStorage.clear();
    const fetchMock = mockApi({ 'POST /mindful_minutes/plays': { data: { counted_seconds: 3 } } });
    renderRoute(<MeditationActivity activity={activityFixture()} tracked />, { path: '/', user: fullUser });
    await waitFor(() => expect(native.plugin.initialize).toHaveBeenCalled());
    native.ready();
    await screen.findByText('1:40');
    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    const timeline = screen.getByRole('slider', { name: 'Timeline' });
    for (const second of [1, 2, 3]) {
      native.state.currentTime = second;
      await waitFor(() => expect(timeline).toHaveAttribute('aria-valuetext', `0:0${second} of 1:40`), { timeout: 2000 });
    }
    native.status('paused');
    await waitFor(() => expect(sentBody(fetchMock, 'POST /mindful_minutes/plays')).toBeDefined());
    const { plays } = sentBody(fetchMock, 'POST /mindful_minutes/plays') as { plays: { media: string; voice: string; intervals: number[][] }[] };
    expect(plays).toHaveLength(1);
    expect(plays[0]).toMatchObject({ media: 'meditation', id: 1, voice: 'female' });
    expect(plays[0]!.intervals.at(-1)![1]).toBe(3);
  });
});
