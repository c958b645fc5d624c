import { fireEvent } from '@testing-library/react';
import { vi } from 'vitest';

/**
 * jsdom has <video> but plays nothing: this turns each video element into a fake whose position,
 * length and size the tests set, sending the same events a browser would.
 */
interface TFake {
  currentTime: number;
  duration: number;
  videoWidth: number;
  videoHeight: number;
}

const fakes = new WeakMap<HTMLMediaElement, TFake>();

function fakeOf(video: HTMLMediaElement): TFake {
  let fake = fakes.get(video);
  if (!fake) {
    const state: TFake = { currentTime: 0, duration: Number.NaN, videoWidth: 0, videoHeight: 0 };
    fake = state;
    fakes.set(video, state);
    for (const key of Object.keys(state) as (keyof TFake)[]) {
      Object.defineProperty(video, key, {
        configurable: true,
        get: () => state[key],
        set: (value: number) => {
          state[key] = value;
        },
      });
    }
  }
  return fake;
}

/** play() resolves and fires `play`, as a browser that allows autoplay does. */
export function stubVideoPlayback() {
  vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => undefined);
  return vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
    fireEvent.play(this);
    return Promise.resolve();
  });
}

export function getVideo(): HTMLVideoElement {
  const video = document.querySelector('video');
  if (!video) throw new Error('No video element');
  fakeOf(video);
  return video;
}

export function loadMetadata(video: HTMLVideoElement, duration: number, size = { width: 640, height: 360 }) {
  const fake = fakeOf(video);
  fake.duration = duration;
  fake.videoWidth = size.width;
  fake.videoHeight = size.height;
  fireEvent.loadedMetadata(video);
}

export function playTo(video: HTMLVideoElement, seconds: number) {
  fakeOf(video).currentTime = seconds;
  fireEvent.timeUpdate(video);
}

export function endVideo(video: HTMLVideoElement) {
  const fake = fakeOf(video);
  fake.currentTime = fake.duration;
  fireEvent.timeUpdate(video);
  fireEvent.ended(video);
}

export function positionOf(video: HTMLVideoElement): number {
  return fakeOf(video).currentTime;
}
