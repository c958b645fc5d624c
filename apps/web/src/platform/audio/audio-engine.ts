/**
 * What plays the audio behind the player's controls: the page's <audio> element on the web, the
 * native player in the apps (background play, lock screen). The player shows the same states
 * whichever it is; these are the events it draws them from.
 */
export interface TAudioEngineEvents {
  /** Enough is buffered to play on (true), or playing would stall now (false). */
  ready(ready: boolean): void;
  playing(playing: boolean): void;
  /** The position moved, in seconds: by playing, or by a seek. */
  time(position: number): void;
  /** The file's own length, in seconds, once known. */
  duration(duration: number): void;
  /** Played to the end; `position` is where it ended. */
  ended(position: number): void;
  /** The file cannot be played. */
  error(): void;
}

export interface TAudioEngine {
  /** Starts loading; the state as it already is (a cached file may be ready) arrives as events. */
  load(): Promise<void>;
  /** A refused play (autoplay rules, a file that went away) only leaves the player paused. */
  play(): void;
  pause(): void;
  seek(seconds: number): void;
  /** The position, in seconds. */
  position(): number;
  /** The file's length in seconds; NaN while unknown. */
  duration(): number;
  /** Stops listening and lets go of the player. */
  destroy(): void;
}

/** The file and how the lock screen and notification name it. */
export interface TAudioSource {
  src: string;
  title: string;
  /** Shown under the title on the lock screen: the product's name. */
  artist: string;
}
