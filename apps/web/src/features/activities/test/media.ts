import { fireEvent } from '@testing-library/react';
import { vi } from 'vitest';

/**
 * jsdom has audio elements but plays nothing: this makes every audio element a controllable fake
 * (position, length, buffering, play/pause) that the tests move with the same events a browser sends.
 */
export function stubMedia({ canPlay = 'maybe' }: { canPlay?: CanPlayTypeResult } = {}) {
  vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockReturnValue(canPlay);
  vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => undefined);
  const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
    fakeOf(this).paused = false;
    fireEvent.play(this);
    return Promise.resolve();
  });
  const pause = vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (this: HTMLMediaElement) {
    fakeOf(this).paused = true;
    fireEvent.pause(this);
  });
  return { play, pause };
}

interface TFake {
  currentTime: number;
  duration: number;
  readyState: number;
  paused: boolean;
}

const fakes = new WeakMap<HTMLMediaElement, TFake>();

function fakeOf(audio: HTMLMediaElement): TFake {
  let fake = fakes.get(audio);
  if (!fake) {
    const state: TFake = { currentTime: 0, duration: Number.NaN, readyState: 0, paused: true };
    fake = state;
    fakes.set(audio, state);
    for (const key of ['currentTime', 'duration', 'readyState', 'paused'] as const) {
      Object.defineProperty(audio, key, {
        configurable: true,
        get: () => state[key],
        set: (value: never) => {
          state[key] = value;
        },
      });
    }
  }
  return fake;
}

/** The one audio element on the page (inside dialogs too). */
export function getAudio(): HTMLAudioElement {
  const audio = document.querySelector('audio');
  if (!audio) throw new Error('No audio element');
  fakeOf(audio);
  return audio;
}

/** The browser has the file's metadata and enough data to play. */
export function makeReady(audio: HTMLMediaElement, duration: number) {
  const fake = fakeOf(audio);
  fake.duration = duration;
  fake.readyState = 4;
  fireEvent.durationChange(audio);
  fireEvent.canPlay(audio);
}

export function playTo(audio: HTMLMediaElement, seconds: number) {
  fakeOf(audio).currentTime = seconds;
  fireEvent.timeUpdate(audio);
}

export function endPlayback(audio: HTMLMediaElement) {
  const fake = fakeOf(audio);
  fake.currentTime = fake.duration;
  fake.paused = true;
  fireEvent.ended(audio);
}

export function setBuffered(audio: HTMLMediaElement, readyState: number) {
  fakeOf(audio).readyState = readyState;
}

export function positionOf(audio: HTMLMediaElement): number {
  return fakeOf(audio).currentTime;
}
