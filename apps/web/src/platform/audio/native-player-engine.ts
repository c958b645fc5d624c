import type { AudioPlayerPlugin } from '@mediagrid/capacitor-native-audio';
import type { TAudioEngine, TAudioEngineEvents, TAudioSource } from './audio-engine';

/** The part of @mediagrid/capacitor-native-audio the engine uses (a fake of it in the tests). */
export type TNativePlayerPlugin = Pick<
  AudioPlayerPlugin,
  'create' | 'initialize' | 'play' | 'pause' | 'seek' | 'getCurrentTime' | 'getDuration' | 'destroy' | 'onAudioReady' | 'onAudioEnd' | 'onPlaybackStatusChange'
>;

/** Loads the plugin; only the apps' bundle contains it (the website's build never calls this). */
export async function loadNativePlayerPlugin(): Promise<TNativePlayerPlugin> {
  if (import.meta.env.VITE_APP_TARGET !== 'native') throw new Error('The native audio player exists only in the apps');
  const { AudioPlayer } = await import('@mediagrid/capacitor-native-audio');
  return AudioPlayer;
}

/** The native player reports no progress: the position is read this often while playing. */
const positionPollMs = 500;
/** The lock screen's skip buttons jump as far as the player's own (spec section 4). */
const lockScreenSkipSeconds = 30;

let sequence = 0;
// The plugin holds one lock-screen source at a time: a player's create waits until the previous
// player (the other voice's tab, a closed popup) is destroyed.
let lifecycle: Promise<unknown> = Promise.resolve();
function inTurn(task: () => Promise<void>): Promise<void> {
  const run = lifecycle.then(task);
  lifecycle = run.catch(() => undefined);
  return run;
}

/**
 * The apps' engine: the native player, which keeps playing in the background and shows the
 * title on the lock screen and in the notification, with its controls. Their play and pause come
 * back as status changes; the position is polled while playing.
 */
export function createNativePlayerEngine(
  loadPlugin: () => Promise<TNativePlayerPlugin>,
  source: TAudioSource,
  events: TAudioEngineEvents,
): TAudioEngine {
  const id = { audioId: `audio-${++sequence}` };
  let plugin: TNativePlayerPlugin | null = null;
  let created = false;
  let destroyed = false;
  let position = 0;
  let duration = Number.NaN;
  let poll: ReturnType<typeof setInterval> | undefined;

  const warn = (what: string) => (error: unknown) => console.warn(`Native audio: ${what} failed`, error);

  function setPosition(seconds: number) {
    position = seconds;
    events.time(seconds);
  }

  function setPlaying(playing: boolean) {
    clearInterval(poll);
    poll = undefined;
    if (playing && plugin) {
      const player = plugin;
      poll = setInterval(() => {
        player.getCurrentTime(id).then(({ currentTime }) => {
          if (!destroyed && currentTime >= 0) setPosition(currentTime);
        }, warn('reading the position'));
      }, positionPollMs);
    }
    events.playing(playing);
  }

  /** A player being destroyed may still call back: only a live one reports. */
  const live = (handler: () => void) => () => {
    if (!destroyed) handler();
  };

  return {
    load: () =>
      inTurn(async () => {
        if (destroyed) return;
        try {
          plugin = await loadPlugin();
          await plugin.create({
            ...id,
            audioSource: source.src,
            friendlyTitle: source.title,
            artistName: source.artist,
            useForNotification: true,
            seekBackwardTime: lockScreenSkipSeconds,
            seekForwardTime: lockScreenSkipSeconds,
          });
          created = true;
          // Before initialize, as the plugin asks: 'ready' can come as soon as it starts buffering.
          await plugin.onAudioReady(
            id,
            live(() => {
              events.ready(true);
              plugin?.getDuration(id).then(({ duration: length }) => {
                if (destroyed || !(length > 0)) return;
                duration = length;
                events.duration(length);
              }, warn('reading the duration'));
            }),
          );
          // The player rewinds to the start at the end: report where it ended, the end.
          await plugin.onAudioEnd(
            id,
            live(() => {
              setPlaying(false);
              const end = Number.isFinite(duration) ? duration : position;
              position = end;
              events.ended(end);
            }),
          );
          // The lock screen's and headphones' play and pause (and, on Android, the app's own).
          // A listener's failure comes back through the callback too, without a result.
          await plugin.onPlaybackStatusChange(id, (result) => {
            if (!destroyed && result) setPlaying(result.status === 'playing');
          });
          await plugin.initialize(id);
        } catch (error) {
          warn('loading')(error);
          if (!destroyed) events.error();
        }
      }),
    play() {
      plugin?.play(id).then(() => !destroyed && setPlaying(true), warn('play'));
    },
    pause() {
      plugin?.pause(id).then(() => !destroyed && setPlaying(false), warn('pause'));
    },
    seek(seconds) {
      // Whole seconds: the plugin takes an integer.
      const target = Math.round(seconds);
      plugin?.seek({ ...id, timeInSeconds: target }).then(() => !destroyed && setPosition(target), warn('seek'));
    },
    position: () => position,
    duration: () => duration,
    destroy() {
      destroyed = true;
      clearInterval(poll);
      void inTurn(async () => {
        if (created) await plugin?.destroy(id);
      }).catch(warn('destroy'));
    },
  };
}
