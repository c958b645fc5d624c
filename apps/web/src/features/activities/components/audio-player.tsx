import { useCallback, useEffect, useMemo, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Pause, Play, RotateCcw, RotateCw } from 'lucide-react';
import { formatAudioTime, skipAudio } from '@innerway/domain';
import { Alert, Spinner } from '../../../components/ui';
import { canPlayAudio } from '../lib/audio-support';
import styles from './audio-player.module.css';

/** `HTMLMediaElement.HAVE_FUTURE_DATA`: enough is buffered to play on. */
const haveFutureData = 3;

export interface TAudioPlayback {
  currentTime: number;
  duration: number;
  ended: boolean;
}

export interface AudioPlayerProps {
  src: string;
  /** Names this player's controls for screen readers, e.g. 'Female Voice'. */
  label: string;
  /** The length the API knows (seconds), shown until the file's own metadata arrives. */
  durationHint?: number | null;
  /** Told of every position change and of the end (meditation completion listens here). */
  onPlayback?: (playback: TAudioPlayback) => void;
}

/**
 * The spec's audio player (section 4): playing or paused, ready or not ready (can-play makes it
 * ready; waiting, stalled and emptied make it not ready), 30-second skips clamped to the file,
 * and a timeline in minutes:seconds.
 */
export function AudioPlayer({ src, label, durationHint, onPlayback }: AudioPlayerProps) {
  const { t } = useTranslation('activities');
  const { t: tErrors } = useTranslation('errors');
  const audioRef = useRef<HTMLAudioElement>(null);
  const timelineRef = useRef<HTMLInputElement>(null);
  const [playing, setPlaying] = useState(false);
  const [ready, setReady] = useState(false);
  const [failed, setFailed] = useState(false);
  const [currentTime, setCurrentTime] = useState(0);
  const [mediaDuration, setMediaDuration] = useState(Number.NaN);
  const supported = useMemo(() => canPlayAudio(src), [src]);

  const hint = durationHint != null && durationHint > 0 ? durationHint : Number.NaN;
  const duration = Number.isFinite(mediaDuration) && mediaDuration > 0 ? mediaDuration : hint;
  const durationKnown = Number.isFinite(duration) && duration > 0;

  // The filled part of the timeline is a custom property (CSSOM, allowed by the CSP), not a style attribute.
  const percent = durationKnown ? Math.min(100, (currentTime / duration) * 100) : 0;
  useEffect(() => {
    timelineRef.current?.style.setProperty('--progress', `${percent}%`);
  }, [percent]);

  // Events that fire between React's render and its commit are dropped (the element is not mounted
  // yet), and a cached file can be ready by then: take the element's state as it is once it is in
  // the page, and let the events drive it from there.
  useEffect(() => {
    const audio = audioRef.current;
    if (!audio) return;
    setReady(audio.readyState >= haveFutureData);
    setPlaying(!audio.paused);
    if (Number.isFinite(audio.duration)) setMediaDuration(audio.duration);
    if (audio.error) setFailed(true);
  }, [src, supported]);

  const report = useCallback(
    (ended: boolean) => {
      const audio = audioRef.current;
      if (!audio || !onPlayback) return;
      const known = Number.isFinite(audio.duration) && audio.duration > 0 ? audio.duration : hint;
      onPlayback({ currentTime: audio.currentTime, duration: known, ended });
    },
    [onPlayback, hint],
  );

  if (!supported) return <Alert tone="error">{tErrors('audioUnsupported')}</Alert>;

  const togglePlay = () => {
    const audio = audioRef.current;
    if (!audio || !ready) return;
    if (audio.paused) {
      // A refused play() (autoplay rules, a file that went away) only leaves the player paused.
      void Promise.resolve(audio.play()).catch((error: unknown) => console.warn('Audio playback failed', error));
    } else {
      audio.pause();
    }
  };

  const skip = (direction: 'back' | 'forward') => {
    const audio = audioRef.current;
    if (!audio || !ready) return;
    audio.currentTime = skipAudio(audio.currentTime, duration, direction);
    setCurrentTime(audio.currentTime);
  };

  const seek = (event: ChangeEvent<HTMLInputElement>) => {
    const audio = audioRef.current;
    if (!audio) return;
    audio.currentTime = Number(event.target.value);
    setCurrentTime(audio.currentTime);
  };

  const elapsedText = formatAudioTime(currentTime);
  const totalText = formatAudioTime(durationKnown ? duration : 0);
  // aria-disabled, not disabled: a button that goes busy while focused (a skip that has to
  // buffer) keeps the focus instead of dropping it to the page.
  const notReady = !ready || undefined;

  return (
    <div className={styles.player} role="group" aria-label={t('audio.player', { label })}>
      <audio
        ref={audioRef}
        src={src}
        preload="auto"
        className={styles.audio}
        onCanPlay={() => setReady(true)}
        onWaiting={() => setReady(false)}
        // Some browsers report 'stalled' while enough is buffered to go on: only a real shortage counts.
        onStalled={(event) => setReady(event.currentTarget.readyState >= haveFutureData)}
        onEmptied={() => {
          setReady(false);
          setPlaying(false);
        }}
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        onEnded={(event) => {
          setPlaying(false);
          setCurrentTime(event.currentTarget.currentTime);
          report(true);
        }}
        onTimeUpdate={(event) => {
          setCurrentTime(event.currentTarget.currentTime);
          report(false);
        }}
        onDurationChange={(event) => setMediaDuration(event.currentTarget.duration)}
        onLoadedMetadata={(event) => setMediaDuration(event.currentTarget.duration)}
        onError={() => {
          setFailed(true);
          setReady(false);
          setPlaying(false);
        }}
      >
        {tErrors('audioUnsupported')}
      </audio>

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
