import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent } from '@testing-library/react';
import { makeReady, playTo, setBuffered, stubMedia } from '../../test/fake-media';
import type { TAudioEngineEvents } from './audio-engine';
import { createWebAudioEngine } from './web-audio-engine';

function setUp() {
  const audio = document.createElement('audio');
  document.body.append(audio);
  const events = { ready: vi.fn(), playing: vi.fn(), time: vi.fn(), duration: vi.fn(), ended: vi.fn(), error: vi.fn() } satisfies TAudioEngineEvents;
  const engine = createWebAudioEngine(audio, events);
  return { audio, events, engine };
}

beforeEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('web audio engine', () => {
  it('takes the element’s state when it starts, then follows its events', async () => {
    stubMedia();
    const { audio, events, engine } = setUp();
    await engine.load();
    expect(events.ready).toHaveBeenLastCalledWith(false);
    expect(events.playing).toHaveBeenLastCalledWith(false);

    makeReady(audio, 100);
    expect(events.duration).toHaveBeenLastCalledWith(100);
    expect(events.ready).toHaveBeenLastCalledWith(true);
    fireEvent.waiting(audio);
    expect(events.ready).toHaveBeenLastCalledWith(false);
    setBuffered(audio, 4);
    fireEvent.stalled(audio);
    expect(events.ready).toHaveBeenLastCalledWith(true);
    fireEvent.emptied(audio);
    expect(events.ready).toHaveBeenLastCalledWith(false);

    playTo(audio, 42);
    expect(events.time).toHaveBeenLastCalledWith(42);
    fireEvent.ended(audio);
    expect(events.ended).toHaveBeenCalledWith(42);
    fireEvent.error(audio);
    expect(events.error).toHaveBeenCalledOnce();
  });

  it('plays, pauses and seeks the element', async () => {
    const { play, pause } = stubMedia();
    const { audio, events, engine } = setUp();
    await engine.load();
    makeReady(audio, 100);
    engine.play();
    expect(play).toHaveBeenCalledOnce();
    expect(events.playing).toHaveBeenLastCalledWith(true);
    engine.pause();
    expect(pause).toHaveBeenCalledOnce();
    engine.seek(30);
    expect(engine.position()).toBe(30);
    expect(engine.duration()).toBe(100);
  });

  it('seeks to the end, or past it, just short of the end, for a file of any length', async () => {
    stubMedia();
    const { audio, engine } = setUp();
    await engine.load();
    makeReady(audio, 3);
    engine.seek(3);
    expect(audio.currentTime).toBe(2.75);
    engine.seek(4);
    expect(audio.currentTime).toBe(2.75);
    engine.seek(2.5);
    expect(audio.currentTime).toBe(2.5);
    makeReady(audio, 0.2);
    engine.seek(1);
    expect(audio.currentTime).toBe(0);
  });

  it('seeks where asked while the length is unknown', async () => {
    stubMedia();
    const { audio, engine } = setUp();
    await engine.load();
    engine.seek(12);
    expect(audio.currentTime).toBe(12);
  });

  it('stops listening when destroyed', async () => {
    stubMedia();
    const { audio, events, engine } = setUp();
    await engine.load();
    engine.destroy();
    events.ready.mockClear();
    makeReady(audio, 100);
    expect(events.ready).not.toHaveBeenCalled();
  });
});
