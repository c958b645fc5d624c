import { useEffect, useMemo, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Pause, Play, RotateCcw, RotateCw } from 'lucide-react';
import { formatAudioTime, skipAudio } from '../lib/audio';
import { Alert, Spinner } from '../../../components/ui';
import { appConfig } from '../../../lib/config';
import { createAudioEngine, usesNativePlayer, type TAudioEngine } from '../../../platform/audio';
import { canPlayAudio } from '../lib/audio-support';
import styles from './audio-player.module.css';

export interface TAudioPlayback {
  currentTime: number;
  duration: number;
  ended: boolean;
}

export interface AudioPlayerProps {
  src: string;
  /** Names this player's controls for screen readers, e.g. 'Female Voice'. */
  label: string;
  /** What the lock screen and the notification call it in the apps (a meditation's title); the label by default. */
  title?: string;
  /** The length the API knows (seconds), shown until the file's own metadata arrives. */
  durationHint?: number | null;
  /** Told of every position change and of the end (meditation completion listens here). */
  onPlayback?: (playback: TAudioPlayback) => void;
}

/**
 * The spec's audio player (section 4): playing or paused, ready or not ready, 30-second skips
 * clamped to the file, and a timeline in minutes:seconds. On the web it plays through an <audio>
 * element; in the apps through the native player, which plays on in the background and shows
 * the title on the lock screen.
 */
export function AudioPlayer({ src, label, title = label, durationHint, onPlayback }: AudioPlayerProps) {
  const { t } = useTranslation('activities');
  const { t: tErrors } = useTranslation('errors');
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

  useEffect(() => {
    if (!supported) return;
    const engine = createAudioEngine({ src, title, artist: appConfig.productName }, audioRef.current, {
      ready: setReady,
      playing: setPlaying,
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

  if (!supported) return <Alert tone="error">{tErrors('audioUnsupported')}</Alert>;

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

  const elapsedText = formatAudioTime(currentTime);
  const totalText = formatAudioTime(durationKnown ? duration : 0);
  // aria-disabled, not disabled: a button that goes busy while focused (a skip that has to
  // buffer) keeps the focus instead of dropping it to the page.
  const notReady = !ready || undefined;

  return (
    <div className={styles.player} role="group" aria-label={t('audio.player', { label })}>
      {/* The web's engine plays through this element; the apps' native player needs none. */}
      {!native && (
        <audio ref={audioRef} src={src} preload="auto" className={styles.audio}>
          {tErrors('audioUnsupported')}
        </audio>
      )}

      {failed ? (
        <Alert tone="error">{t('audio.loadFailed')}</Alert>
      ) : (
        <>
          <div className={styles.timeline}>
            <input
              ref={timelineRef}
              className={styles.range}
              type="range"
              min={0}
              max={durationKnown ? Math.ceil(duration) : 0}
              step={1}
              value={Math.min(Math.floor(currentTime), durationKnown ? Math.ceil(duration) : 0)}
              onChange={seek}
              disabled={!durationKnown}
              aria-label={t('audio.timeline')}
              aria-valuetext={t('audio.position', { elapsed: elapsedText, total: totalText })}
            />
            <div className={styles.times} aria-hidden="true">
              <span>{elapsedText}</span>
              <span>{totalText}</span>
            </div>
          </div>

          <div className={styles.controls}>
            <button type="button" className={styles.skip} onClick={() => skip('back')} aria-disabled={notReady} aria-label={t('audio.back')}>
              <RotateCcw aria-hidden="true" size={28} strokeWidth={1.75} />
              <span className={styles.skipNumber} aria-hidden="true">
                30
              </span>
            </button>
            <button
              type="button"
              className={styles.play}
              onClick={togglePlay}
              aria-disabled={notReady}
              aria-label={playing ? t('audio.pause') : t('audio.play')}
              aria-busy={notReady}
            >
              {!ready ? <Spinner size="medium" className={styles.playSpinner} /> : playing ? <Pause aria-hidden="true" size={28} /> : <Play aria-hidden="true" size={28} />}
            </button>
            <button type="button" className={styles.skip} onClick={() => skip('forward')} aria-disabled={notReady} aria-label={t('audio.forward')}>
              <RotateCw aria-hidden="true" size={28} strokeWidth={1.75} />
              <span className={styles.skipNumber} aria-hidden="true">
                30
              </span>
            </button>
          </div>
          <span className="visually-hidden" role="status">
            {ready ? '' : t('audio.loading')}
          </span>
        </>
      )}
    </div>
  );
}
