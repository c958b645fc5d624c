import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TLanguage, TStep } from '@innerway/domain';
import { usePlayReporting } from '../../mindful-minutes';
import { useStepProgressTracker } from '../hooks/use-step-progress-tracker';
import { resumePosition } from '../lib/resume-position';
import { NextUpOverlay, type TNextUpOffer } from './next-up-overlay';
import { VideoPlayer } from './video-player';

export interface StepPlayerProps {
  step: TStep;
  language: TLanguage;
  /** False for trial users: nothing is saved. */
  saveProgress: boolean;
  autoPlay: boolean;
  nextUp: TNextUpOffer | null;
  onSelectNextUp: () => void;
}

/**
 * A step's video with its progress saved as it plays, resumed where it was left, and 'Next up'
 * over it once it is watched to the end. Mount one per step (key it by step id): the resume point
 * and the saved baseline belong to the step that was loaded.
 */
export function StepPlayer({ step, language, saveProgress, autoPlay, nextUp, onSelectNextUp }: StepPlayerProps) {
  const { t } = useTranslation('player');
  const containerRef = useRef<HTMLDivElement>(null);
  // Both are decided on arrival: later cache updates (a save) must not seek, and the screen drops
  // `autoplay` from the URL once it has been read.
  const [startAt] = useState(() => resumePosition(step.user_time, step.user_percent_complete, step.duration_seconds ?? undefined));
  const [playOnArrival] = useState(autoPlay);
  const [overlay, setOverlay] = useState<{ open: boolean; takeFocus: boolean }>({ open: false, takeFocus: false });

  const showNextUp = useCallback(() => {
    setOverlay((current) =>
      current.open ? current : { open: true, takeFocus: containerRef.current?.contains(document.activeElement) ?? false },
    );
  }, []);
  const tracker = useStepProgressTracker({ step, saveProgress, onReachEnd: showNextUp });
  // Mindful minutes count what was really watched, trial members' trial videos too.
  const minutes = usePlayReporting({ media: 'video', id: step.id });

  const offer = overlay.open ? nextUp : null;
  return (
    <div ref={containerRef}>
      <VideoPlayer
        step={step}
        language={language}
        title={step.title}
        startAt={startAt}
        autoPlay={playOnArrival}
        onTimeUpdate={(current, duration) => {
          tracker.handleTimeUpdate(current, duration);
          minutes.position(current);
        }}
        onEnded={() => {
          tracker.handleEnded();
          minutes.stop();
        }}
        onPause={minutes.stop}
        // Playing again after the end puts the video back in front.
        onPlay={() => setOverlay({ open: false, takeFocus: false })}
        overlay={
          offer && (
            <NextUpOverlay
              offer={offer}
              takeFocus={overlay.takeFocus}
              onSelect={onSelectNextUp}
              onDismiss={() => setOverlay({ open: false, takeFocus: false })}
            />
          )
        }
      />
      <p className="visually-hidden" aria-live="polite">
        {offer ? t('nextUp.announce', { title: offer.title }) : ''}
      </p>
    </div>
  );
}
