import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TAudioEngineEvents } from './audio-engine';
import { fakeNativePlayer } from './fake-native-player';
import { createNativePlayerEngine } from './native-player-engine';

const source = { src: 'https://innerway.app/api/content_media/audio/m1.mp3?media_token=t0k', title: 'A three-minute landing', artist: 'Innerway' };

function recorder() {
  const events = { ready: vi.fn(), playing: vi.fn(), time: vi.fn(), duration: vi.fn(), ended: vi.fn(), error: vi.fn() } satisfies TAudioEngineEvents;
  return events;
}

async function loaded(native = fakeNativePlayer(), events = recorder()) {
  const engine = createNativePlayerEngine(async () => native.plugin, source, events);
  await engine.load();
  return { engine, native, events };
}

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('native audio engine', () => {
  it('creates the lock-screen player with the title, registers its listeners, then initializes', async () => {
    const { native } = await loaded();
    const audioId = native.current();
    expect(native.plugin.create).toHaveBeenCalledWith({
      audioId,
      audioSource: source.src,
      friendlyTitle: 'A three-minute landing',
      artistName: 'Innerway',
      useForNotification: true,
      seekBackwardTime: 30,
      seekForwardTime: 30,
    });
    const order = [native.plugin.onAudioReady, native.plugin.onAudioEnd, native.plugin.onPlaybackStatusChange, native.plugin.initialize].map(
      (method) => method.mock.invocationCallOrder[0]!,
    );
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(native.plugin.initialize).toHaveBeenCalledWith({ audioId });
  });

  it('is ready when the player says so, and then knows the length', async () => {
    const { native, events, engine } = await loaded();
    expect(events.ready).not.toHaveBeenCalled();
    native.state.duration = 95.5;
    native.ready();
    expect(events.ready).toHaveBeenCalledWith(true);
    await vi.waitFor(() => expect(events.duration).toHaveBeenCalledWith(95.5));
    expect(engine.duration()).toBe(95.5);
  });

  it('plays and pauses, reading the position while it plays', async () => {
    vi.useFakeTimers();
    const { native, events, engine } = await loaded();
    native.ready();
    engine.play();
    await vi.waitFor(() => expect(events.playing).toHaveBeenLastCalledWith(true));
    native.state.currentTime = 12.5;
    await vi.advanceTimersByTimeAsync(500);
    expect(events.time).toHaveBeenLastCalledWith(12.5);
    expect(engine.position()).toBe(12.5);

    engine.pause();
    await vi.waitFor(() => expect(events.playing).toHaveBeenLastCalledWith(false));
    native.plugin.getCurrentTime.mockClear();
    await vi.advanceTimersByTimeAsync(2000);
    expect(native.plugin.getCurrentTime).not.toHaveBeenCalled();
  });

  it('follows the lock screen’s play and pause', async () => {
    const { native, events } = await loaded();
    native.status('playing');
    expect(events.playing).toHaveBeenLastCalledWith(true);
    native.status('paused');
    expect(events.playing).toHaveBeenLastCalledWith(false);
  });

  it('seeks in whole seconds and reports the new position', async () => {
    const { native, events, engine } = await loaded();
    engine.seek(80.4);
    await vi.waitFor(() => expect(events.time).toHaveBeenLastCalledWith(80));
    expect(native.plugin.seek).toHaveBeenCalledWith({ audioId: native.current(), timeInSeconds: 80 });
  });

  it('reports the end at the full length, though the player rewinds', async () => {
    const { native, events, engine } = await loaded();
    native.state.duration = 100;
    native.ready();
    await vi.waitFor(() => expect(events.duration).toHaveBeenCalled());
    engine.play();
    await vi.waitFor(() => expect(events.playing).toHaveBeenLastCalledWith(true));
    native.end();
    expect(events.playing).toHaveBeenLastCalledWith(false);
    expect(events.ended).toHaveBeenCalledWith(100);
  });

  it('reports an error when the player cannot be created', async () => {
    const native = fakeNativePlayer();
    native.plugin.create.mockRejectedValueOnce(new Error('There was an issue creating the audio player [1].'));
    const { events } = await loaded(native);
    expect(events.error).toHaveBeenCalledOnce();
    expect(native.plugin.initialize).not.toHaveBeenCalled();
  });

  it('destroys the player, and the next one is created only after that', async () => {
    const native = fakeNativePlayer();
    const { engine: first } = await loaded(native);
    const firstId = native.current();
    first.destroy();
    const second = createNativePlayerEngine(async () => native.plugin, { ...source, title: 'Another' }, recorder());
    await second.load();
    expect(native.plugin.destroy).toHaveBeenCalledWith({ audioId: firstId });
    expect(native.plugin.destroy.mock.invocationCallOrder[0]).toBeLessThan(native.plugin.create.mock.invocationCallOrder[1]!);
    expect(native.current()).not.toBe(firstId);
  });

  it('never creates a player destroyed before it loaded, and ignores callbacks after destroy', async () => {
    const native = fakeNativePlayer();
    const events = recorder();
    const engine = createNativePlayerEngine(async () => native.plugin, source, events);
    engine.destroy();
    await engine.load();
    expect(native.plugin.create).not.toHaveBeenCalled();

    const { engine: live, events: liveEvents } = await loaded(native);
    live.destroy();
    native.ready();
    native.status('playing');
    expect(liveEvents.ready).not.toHaveBeenCalled();
    expect(liveEvents.playing).not.toHaveBeenCalled();
  });
});
