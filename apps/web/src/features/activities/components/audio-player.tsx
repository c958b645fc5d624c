import { useTranslation } from 'react-i18next';
import { Pause, Play, RotateCcw, RotateCw } from 'lucide-react';
import { formatAudioTime } from '../lib/audio';
import { Alert, Spinner } from '../../../components/ui';
import { useAudioPlayer, type TAudioPlayback } from '../lib/use-audio-player';
import styles from './audio-player.module.css';

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
  /** Told when playing stops. */
  onPause?: () => void;
}

/**
 * The spec's audio player (section 4): playing or paused, ready or not ready, 30-second skips
 * clamped to the file, and a timeline in minutes:seconds. On the web it plays through an <audio>
 * element; in the apps through the native player, which plays on in the background and shows
 * the title on the lock screen.
 */
export function AudioPlayer({ src, label, title = label, durationHint, onPlayback, onPause }: AudioPlayerProps) {
  const { t } = useTranslation('activities');
  const { t: tErrors } = useTranslation('errors');
  const { audioRef, timelineRef, native, supported, playing, ready, failed, currentTime, duration, durationKnown, togglePlay, skip, seek } =
    useAudioPlayer({ src, title, durationHint, onPlayback, onPause });

  if (!supported) return <Alert tone="error">{tErrors('audioUnsupported')}</Alert>;

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
