import type { TAudioEngine, TAudioEngineEvents } from './audio-engine';

/** `HTMLMediaElement.HAVE_FUTURE_DATA`: enough is buffered to play on. */
const haveFutureData = 3;

/**
 * How far short of the end a seek stops. Chromium's demuxer fails a seek to the very end of many
 * MP3s (short recordings above all) with a read error that leaves the element unable to play;
 * stopping a few frames short, the element plays them and ends as usual.
 */
const seekEndMarginSeconds = 0.25;

/**
 * The web's engine: the page's <audio> element. Can-play makes it ready; waiting, stalled and
 * emptied make it not ready (spec section 4). A seek (the timeline, a skip) to the end or past it
 * stops just short of the end, so it ends by playing, never by a failed seek.
 */
export function createWebAudioEngine(audio: HTMLAudioElement, events: TAudioEngineEvents): TAudioEngine {
  const handlers: Record<string, () => void> = {
    canplay: () => events.ready(true),
    waiting: () => events.ready(false),
    // Some browsers report 'stalled' while enough is buffered to go on: only a real shortage counts.
    stalled: () => events.ready(audio.readyState >= haveFutureData),
    emptied: () => {
      events.ready(false);
      events.playing(false);
    },
    play: () => events.playing(true),
    pause: () => events.playing(false),
    ended: () => {
      events.playing(false);
      events.ended(audio.currentTime);
    },
    timeupdate: () => events.time(audio.currentTime),
    durationchange: () => events.duration(audio.duration),
    loadedmetadata: () => events.duration(audio.duration),
    error: () => events.error(),
  };

  return {
    async load() {
      for (const [name, handler] of Object.entries(handlers)) audio.addEventListener(name, handler);
      // Events that fired before the engine listened are gone, and a cached file can be ready by
      // then: take the element's state as it is, and let the events drive it from here.
      events.ready(audio.readyState >= haveFutureData);
      events.playing(!audio.paused);
      if (Number.isFinite(audio.duration)) events.duration(audio.duration);
      if (audio.error) events.error();
    },
    play() {
      void Promise.resolve(audio.play()).catch((error: unknown) => console.warn('Audio playback failed', error));
    },
    pause() {
      audio.pause();
    },
    seek(seconds) {
      const duration = audio.duration;
      audio.currentTime = Number.isFinite(duration) ? Math.min(seconds, Math.max(0, duration - seekEndMarginSeconds)) : seconds;
    },
    position: () => audio.currentTime,
    duration: () => audio.duration,
    destroy() {
      for (const [name, handler] of Object.entries(handlers)) audio.removeEventListener(name, handler);
    },
  };
}
