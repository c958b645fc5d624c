/**
 * The one interface every video implementation honours (spec section 7: the embedded video
 * reports time-update, ended, play and error). The screen never learns which one it got.
 */
interface TVideoPlayerEvents {
  /** Playback position and the video's length, both in seconds (duration NaN until known). */
  onTimeUpdate?: (currentSeconds: number, durationSeconds: number) => void;
  onPlay?: () => void;
  /** Paused by the viewer (not at the end). */
  onPause?: () => void;
  onEnded?: () => void;
  /** Playback failures: logged only (spec section 8), never shown as an error text. */
  onError?: (error: unknown) => void;
  /** The video's own width and height in pixels, once known (the frame takes its shape). */
  onDimensions?: (width: number, height: number) => void;
}

export interface TVideoPlayerProps extends TVideoPlayerEvents {
  /** The video's accessible name (the step title). */
  title: string;
  /** Seconds to start from once the video is ready: the saved position, to resume. */
  startAt?: number;
  /** Start playing on arrival (`autoplay=true`, after 'Next up'); a refusal by the browser is only logged. */
  autoPlay?: boolean;
}
