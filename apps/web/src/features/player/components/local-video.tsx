import { useEffect, useEffectEvent, useRef } from 'react';
import type { TVideoPlayerProps } from '../lib/player-types';
import type { TVideoSource } from '../lib/video-source';
import styles from './video-player.module.css';

export interface LocalVideoProps extends TVideoPlayerProps {
  source: Extract<TVideoSource, { kind: 'local' }>;
}

/** A video file of our own media in the browser's <video>, with captions in the reader's language. */
export function LocalVideo({ source, title, startAt = 0, autoPlay = false, onTimeUpdate, onPlay, onPause, onEnded, onError, onDimensions }: LocalVideoProps) {
  const videoRef = useRef<HTMLVideoElement>(null);
  // Metadata loads again after some errors and source switches: resume and autoplay only once.
  const arrived = useRef(false);

  const handleLoadedMetadata = () => {
    const video = videoRef.current;
    if (!video) return;
    if (video.videoWidth > 0 && video.videoHeight > 0) onDimensions?.(video.videoWidth, video.videoHeight);
    if (arrived.current) return;
    arrived.current = true;
    const duration = video.duration;
    if (startAt > 0 && !(Number.isFinite(duration) && startAt >= duration)) video.currentTime = startAt;
    // Browsers may refuse to play with sound before a gesture: the person then presses play.
    if (autoPlay) video.play()?.catch((error: unknown) => onError?.(error));
  };

  // A cached file can have its metadata before React has committed the element, and React drops
  // events of elements it has not committed yet: so look once after the commit as well.
  const arriveIfReady = useEffectEvent(() => {
    if ((videoRef.current?.readyState ?? 0) >= HTMLMediaElement.HAVE_METADATA) handleLoadedMetadata();
  });
  useEffect(() => arriveIfReady(), []);

  return (
    <video
      ref={videoRef}
      className={styles.media}
      src={source.src}
      poster={source.poster ?? undefined}
      aria-label={title}
      controls
      playsInline
      preload="metadata"
      onLoadedMetadata={handleLoadedMetadata}
      onTimeUpdate={(event) => onTimeUpdate?.(event.currentTarget.currentTime, event.currentTarget.duration)}
      onPlay={() => onPlay?.()}
      onPause={() => onPause?.()}
      onEnded={() => onEnded?.()}
      onError={(event) => onError?.(event.currentTarget.error ?? new Error('The video could not be played.'))}
    >
      {source.captions && (
        <track kind="captions" src={source.captions.src} srcLang={source.captions.language} label={source.captions.label} default />
      )}
    </video>
  );
}
