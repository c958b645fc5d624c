import { fireEvent } from '@testing-library/react';
import { vi } from 'vitest';

/**
 * jsdom has <audio> and <video> but plays nothing: these turn each media element into a fake whose
 * position, length, readiness, paused state and picture size the tests set, sending the same
 * events a browser would.
 */
interface TMediaFake {
  currentTime: number;
  duration: number;
  readyState: number;
  paused: boolean;
  videoWidth: number;
  videoHeight: number;
}

const fakes = new WeakMap<HTMLMediaElement, TMediaFake>();

function fakeOf(media: HTMLMediaElement): TMediaFake {
  let fake = fakes.get(media);
  if (!fake) {
    const state: TMediaFake = { currentTime: 0, duration: Number.NaN, readyState: 0, paused: true, videoWidth: 0, videoHeight: 0 };
    fake = state;
    fakes.set(media, state);
    for (const key of Object.keys(state) as (keyof TMediaFake)[]) {
      Object.defineProperty(media, key, {
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

/**
 * A browser that allows autoplay: play() resolves and fires `play`, pause() fires `pause`, and the
 * element's paused state follows. `canPlay` is what canPlayType answers for every type.
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

function getMedia<K extends 'audio' | 'video'>(tag: K): HTMLElementTagNameMap[K] {
  const media = document.querySelector(tag);
  if (!media) throw new Error(`No ${tag} element`);
  fakeOf(media);
  return media;
}

/** The one audio element on the page (inside dialogs too). */
export const getAudio = () => getMedia('audio');

/** The one video element on the page. */
export const getVideo = () => getMedia('video');

/** The browser has the file's metadata and enough data to play. */
export function makeReady(media: HTMLMediaElement, duration: number) {
  const fake = fakeOf(media);
  fake.duration = duration;
  fake.readyState = 4;
  fireEvent.durationChange(media);
  fireEvent.canPlay(media);
}

/** The video's length and picture size are known. */
export function loadMetadata(video: HTMLVideoElement, duration: number, size = { width: 640, height: 360 }) {
  const fake = fakeOf(video);
  fake.duration = duration;
  fake.videoWidth = size.width;
  fake.videoHeight = size.height;
  fireEvent.loadedMetadata(video);
}

export function playTo(media: HTMLMediaElement, seconds: number) {
  fakeOf(media).currentTime = seconds;
  fireEvent.timeUpdate(media);
}

/** The end, straight from wherever it was (as after a skip): `ended` and nothing before it. */
export function endPlayback(media: HTMLMediaElement) {
  const fake = fakeOf(media);
  fake.currentTime = fake.duration;
  fake.paused = true;
  fireEvent.ended(media);
}

/** Played to the end: a last `timeupdate` at the full length, then `ended`. */
export function endVideo(video: HTMLVideoElement) {
  const fake = fakeOf(video);
  fake.currentTime = fake.duration;
  fireEvent.timeUpdate(video);
  fireEvent.ended(video);
}

export function setBuffered(media: HTMLMediaElement, readyState: number) {
  fakeOf(media).readyState = readyState;
}

export function positionOf(media: HTMLMediaElement): number {
  return fakeOf(media).currentTime;
}
