import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Layout } from '@innerway/domain';
import { Button, Modal } from '../../../components/ui';
import { useSwipe } from '../hooks/use-swipe';
import { TourSlideContent, tourSlides } from './tour-slides';
import styles from './tour.module.css';

export interface TourModalProps {
  /** 'Let's Get Started!' on the last slide. */
  onFinish: () => void;
  /** Skip, the close button or Escape. */
  onSkip: () => void;
}

const lastIndex = tourSlides.length - 1;

/** Where the tour is, and which way the last move went (the new slide enters from that side). */
interface TTourPosition {
  index: number;
  direction: 'forward' | 'back';
}

function moveTo(current: TTourPosition, to: number): TTourPosition {
  const index = Math.min(Math.max(to, 0), lastIndex);
  return index === current.index ? current : { index, direction: index > current.index ? 'forward' : 'back' };
}

/**
 * The introduction tour (spec sections 2 and 4): five slides in a 726-wide modal. The primary
 * button reads 'Take a tour' on the welcome slide, 'Next' after it and 'Let's Get Started!' on
 * the last; it stays the same element throughout, so keyboard focus stays on it. Arrow keys,
 * Home and End, the slide dots and a swipe on touch screens move too. Each new slide is read
 * out (a polite live region with its position and title).
 */
export function TourModal({ onFinish, onSkip }: TourModalProps) {
  const { t } = useTranslation('onboarding');
  const [{ index, direction }, setCurrent] = useState<TTourPosition>({ index: 0, direction: 'forward' });
  const positionId = useId();
  const go = (to: (index: number) => number) => setCurrent((current) => moveTo(current, to(current.index)));

  // Arrow keys from anywhere in the dialog (the focus starts on its close button, outside the
  // slides); the dialog is modal, so the whole page is the dialog meanwhile. Alt+Arrow is the
  // browser's Back and Forward, and stays theirs.
  useEffect(() => {
    const moves: Record<string, (index: number) => number> = {
      ArrowRight: (at) => at + 1,
      ArrowLeft: (at) => at - 1,
      Home: () => 0,
      End: () => lastIndex,
    };
    const onKeyDown = (event: KeyboardEvent) => {
      const move = moves[event.key];
      if (!move || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey || event.defaultPrevented) return;
      event.preventDefault();
      setCurrent((current) => moveTo(current, move(current.index)));
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  const swipe = useSwipe({ onNext: () => go((at) => at + 1), onPrevious: () => go((at) => at - 1) });

  const slide = tourSlides[index]!;
  const titleOf = (key: string) => t(`tour.slides.${key}.title`);
  const title = titleOf(slide.key);
  const position = t('tour.position', { current: index + 1, total: tourSlides.length, title });
  const onLast = index === lastIndex;
  const primaryLabel = index === 0 ? t('tour.takeTour') : onLast ? t('tour.finish') : t('tour.next');

  return (
    <Modal
      open
      onOpenChange={(open) => !open && onSkip()}
      title={title}
      width={Layout.tourModalWidth}
      className={styles.modal}
    >
      <div className={styles.tour} role="region" aria-roledescription="carousel" aria-label={t('tour.label')}>
        <div className={styles.viewport} aria-live="polite" {...swipe}>
          <div
            key={slide.key}
            className={styles.slide}
            data-direction={direction}
            role="group"
            aria-roledescription={t('tour.slide')}
            aria-labelledby={positionId}
          >
            <p id={positionId} className="visually-hidden">
              {position}
            </p>
            <TourSlideContent slide={slide} />
          </div>
        </div>

        <div className={styles.footer}>
          <div className={styles.pager} role="group" aria-label={t('tour.pager')}>
            {tourSlides.map((item, itemIndex) => (
              <button
                key={item.key}
                type="button"
                className={styles.dot}
                aria-label={t('tour.goTo', { current: itemIndex + 1, title: titleOf(item.key) })}
                aria-current={itemIndex === index ? 'step' : undefined}
                onClick={() => go(() => itemIndex)}
              />
            ))}
          </div>
          <p className={styles.hint}>{t('tour.keyboardHint')}</p>
          <div className={styles.actions}>
            {!onLast && (
              <Button variant="ghost" onClick={onSkip}>
                {t('tour.skip')}
              </Button>
            )}
            <Button onClick={() => (onLast ? onFinish() : go((at) => at + 1))}>{primaryLabel}</Button>
          </div>
        </div>
      </div>
    </Modal>
  );
}
