import { useEffect, useEffectEvent, useRef } from 'react';
import type { TVideoPlayerProps } from '../lib/player-types';
import type { TVideoSource } from '../lib/video-source';
import styles from './video-player.module.css';

export interface VimeoVideoProps extends TVideoPlayerProps {
  source: Extract<TVideoSource, { kind: 'vimeo' }>;
}

interface TVimeoTime {
  seconds: number;
  duration: number;
}

/**
 * A Vimeo video in its iframe, driven through Vimeo's own `@vimeo/player`.
 *
 * Why the package and not hand-written postMessage: the message protocol (the ready handshake,
 * origin checks, method replies matched to calls) is Vimeo's private detail, and their client is
 * the one kept in step with it. It is loaded on demand, so the ~25 kB reach only people whose step
 * really is on Vimeo (the demo program plays local files). It is handed our own <iframe>, so it
 * never fetches oEmbed markup or injects anything, which keeps it inside the CSP (frames: self and
 * Vimeo). We never call `destroy()`: it removes the iframe that React owns.
 */
export function VimeoVideo({ source, title, startAt = 0, autoPlay = false, onTimeUpdate, onPlay, onPause, onEnded, onError, onDimensions }: VimeoVideoProps) {
  const frameRef = useRef<HTMLIFrameElement>(null);

  const timeUpdate = useEffectEvent((data: TVimeoTime) => onTimeUpdate?.(data.seconds, data.duration));
  const play = useEffectEvent(() => onPlay?.());
  const pause = useEffectEvent(() => onPause?.());
  const ended = useEffectEvent(() => onEnded?.());
  const fail = useEffectEvent((error: unknown) => onError?.(error));
  const dimensions = useEffectEvent((width: number, height: number) => onDimensions?.(width, height));
  // Read once when the player is ready: later changes to these must not seek or restart playback.
  const arrival = useEffectEvent(() => ({ startAt, autoPlay, language: source.language }));

  useEffect(() => {
    const iframe = frameRef.current;
    if (!iframe) return;
    let detach: (() => void) | null = null;
    let cancelled = false;

    import('@vimeo/player')
      .then(({ default: Player }) => {
        if (cancelled) return;
        const player = new Player(iframe);
        const onTime = (data: TVimeoTime) => timeUpdate(data);
        const onPlayEvent = () => play();
        const onPauseEvent = () => pause();
        const onEndedEvent = () => ended();
        const onErrorEvent = (error: unknown) => fail(error);
        const onResize = (data: { videoWidth: number; videoHeight: number }) => dimensions(data.videoWidth, data.videoHeight);
        player.on('timeupdate', onTime);
        player.on('play', onPlayEvent);
        player.on('pause', onPauseEvent);
        player.on('ended', onEndedEvent);
        player.on('error', onErrorEvent);
        player.on('resize', onResize);
        detach = () => {
          player.off('timeupdate', onTime);
          player.off('play', onPlayEvent);
          player.off('pause', onPauseEvent);
          player.off('ended', onEndedEvent);
          player.off('error', onErrorEvent);
          player.off('resize', onResize);
        };

        return player.ready().then(async () => {
          if (cancelled) return;
          const { startAt: position, autoPlay: playNow, language } = arrival();
          const [width, height] = await Promise.all([player.getVideoWidth(), player.getVideoHeight()]);
          if (width > 0 && height > 0) dimensions(width, height);
          // Captions in the reader's language when the video has them (WCAG 1.2.2); none is no error.
          await player.enableTextTrack(language).catch(() => undefined);
          if (position > 0) await player.setCurrentTime(position);
          if (playNow && !cancelled) await player.play();
        });
      })
      .catch((error: unknown) => {
        if (!cancelled) fail(error);
      });

    return () => {
      cancelled = true;
      detach?.();
    };
  }, [source.embedUrl]);

  return (
    <iframe
      ref={frameRef}
      className={styles.media}
      src={source.embedUrl}
      title={title}
      allow="autoplay; fullscreen; picture-in-picture"
      allowFullScreen
      referrerPolicy="strict-origin-when-cross-origin"
    />
  );
}
