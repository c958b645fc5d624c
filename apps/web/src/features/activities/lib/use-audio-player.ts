import { useEffect, useMemo, useRef, useState, type ChangeEvent } from 'react';
import { appConfig } from '../../../lib/config';
import { createAudioEngine, usesNativePlayer, type TAudioEngine } from '../../../platform/audio';
import { skipAudio } from './audio';
import { canPlayAudio } from './audio-support';

export interface TAudioPlayback {
  currentTime: number;
  duration: number;
  ended: boolean;
}

export interface TAudioPlayerOptions {
  src: string;
  /** What the lock screen and the notification call it in the apps. */
  title: string;
  /** The length the API knows (seconds), used until the file's own metadata arrives. */
  durationHint?: number | null | undefined;
  /** Told of every position change and of the end. */
  onPlayback?: ((playback: TAudioPlayback) => void) | undefined;
  /** Told when playing stops (a pause, from the page or the lock screen). */
  onPause?: (() => void) | undefined;
}

/**
 * The audio player's state and actions over the platform's audio engine (an <audio> element on
 * the web, the native player in the apps): readiness, playing, position and length, 30-second
 * skips clamped to the file, and seeking.
 */
export function useAudioPlayer({ src, title, durationHint, onPlayback, onPause }: TAudioPlayerOptions) {
  const audioRef = useRef<HTMLAudioElement>(null);
  const timelineRef = useRef<HTMLInputElement>(null);
  const engineRef = useRef<TAudioEngine | null>(null);
  const [playing, setPlaying] = useState(false);
  const [ready, setReady] = useState(false);
  const [failed, setFailed] = useState(false);
  const [currentTime, setCurrentTime] = useState(0);
  const [mediaDuration, setMediaDuration] = useState(Number.NaN);
  const native = usesNativePlayer();
  const supported = useMemo(() => canPlayAudio(src), [src]);

  const hint = durationHint != null && durationHint > 0 ? durationHint : Number.NaN;
  const duration = Number.isFinite(mediaDuration) && mediaDuration > 0 ? mediaDuration : hint;
  const durationKnown = Number.isFinite(duration) && duration > 0;

  // The filled part of the timeline is a custom property (CSSOM, allowed by the CSP), not a style attribute.
  const percent = durationKnown ? Math.min(100, (currentTime / duration) * 100) : 0;
  useEffect(() => {
    timelineRef.current?.style.setProperty('--progress', `${percent}%`);
  }, [percent]);

  // The engine lives as long as its file; the listener may change on every render.
  const report = useRef<(position: number, ended: boolean) => void>(() => undefined);
  useEffect(() => {
    report.current = (position, ended) => {
      if (!onPlayback) return;
      const length = engineRef.current?.duration() ?? Number.NaN;
      onPlayback({ currentTime: position, duration: Number.isFinite(length) && length > 0 ? length : hint, ended });
    };
  }, [onPlayback, hint]);
  const paused = useRef<(() => void) | undefined>(undefined);
  useEffect(() => {
    paused.current = onPause;
  }, [onPause]);

  useEffect(() => {
    if (!supported) return;
    const engine = createAudioEngine({ src, title, artist: appConfig.productName }, audioRef.current, {
      ready: setReady,
      playing: (next) => {
        setPlaying(next);
        if (!next) paused.current?.();
      },
      time: (position) => {
        setCurrentTime(position);
        report.current(position, false);
      },
      duration: setMediaDuration,
      ended: (position) => {
        setCurrentTime(position);
        report.current(position, true);
      },
      error: () => {
        setFailed(true);
        setReady(false);
        setPlaying(false);
      },
    });
    if (!engine) return;
    engineRef.current = engine;
    void engine.load();
    return () => {
      engine.destroy();
      engineRef.current = null;
    };
  }, [src, title, supported]);

  const togglePlay = () => {
    const engine = engineRef.current;
    if (!engine || !ready) return;
    if (playing) engine.pause();
    else engine.play();
  };

  const skip = (direction: 'back' | 'forward') => {
    const engine = engineRef.current;
    if (!engine || !ready) return;
    const target = skipAudio(engine.position(), duration, direction);
    engine.seek(target);
    setCurrentTime(target);
  };

  const seek = (event: ChangeEvent<HTMLInputElement>) => {
    const engine = engineRef.current;
    if (!engine) return;
    const target = Number(event.target.value);
    engine.seek(target);
    setCurrentTime(target);
  };

  return { audioRef, timelineRef, native, supported, playing, ready, failed, currentTime, duration, durationKnown, togglePlay, skip, seek };
}
