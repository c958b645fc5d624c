import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { VideoOff } from 'lucide-react';
import type { TLanguage, TStep } from '@innerway/domain';
import type { TVideoPlayerProps } from '../lib/player-types';
import { videoSourceOf } from '../lib/video-source';
import { LocalVideo } from './local-video';
import { VimeoVideo } from './vimeo-video';
import styles from './video-player.module.css';

export interface VideoPlayerProps extends TVideoPlayerProps {
  step: Pick<TStep, 'id' | 'vimeo_link' | 'media_key' | 'captions_key'>;
  language: TLanguage;
  /** Drawn over the video (the 'Next up' overlay). */
  overlay?: ReactNode;
}

/** Spec sections 7 and 8: a playback error is logged, never shown as an error text. */
function logVideoError(stepId: number, error: unknown) {
  console.error(`Video of step ${stepId} failed`, error);
}

/**
 * A step's video, whichever way it is hosted: a local file or Vimeo behind the same events. The
 * frame starts at 16:9 and takes the video's own shape once the player has read its size.
 */
export function VideoPlayer({ step, language, overlay, onError, onDimensions, ...props }: VideoPlayerProps) {
  const { t } = useTranslation('player');
  const frameRef = useRef<HTMLDivElement>(null);
  const source = useMemo(() => videoSourceOf(step, language), [step, language]);

  useEffect(() => {
    if (!source) logVideoError(step.id, new Error('The step has no playable video (no media key and no valid Vimeo link).'));
  }, [source, step.id]);

  const handleError = (error: unknown) => {
    logVideoError(step.id, error);
    onError?.(error);
  };

  // Through the CSSOM, not a style attribute: the CSP allows no inline styles.
  const handleDimensions = (width: number, height: number) => {
    frameRef.current?.style.setProperty('--video-aspect', `${width} / ${height}`);
    onDimensions?.(width, height);
  };

  return (
    <div ref={frameRef} className={styles.frame}>
      {source === null ? (
        <div className={styles.unavailable}>
          <VideoOff aria-hidden="true" size={32} />
          <p>{t('video.unavailable')}</p>
        </div>
      ) : source.kind === 'local' ? (
        <LocalVideo source={source} onError={handleError} onDimensions={handleDimensions} {...props} />
      ) : (
        <VimeoVideo source={source} onError={handleError} onDimensions={handleDimensions} {...props} />
      )}
      {overlay}
    </div>
  );
}
