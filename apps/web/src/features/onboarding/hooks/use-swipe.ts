import { useRef, type PointerEvent } from 'react';

/** Horizontal travel, in CSS pixels, that counts as a swipe rather than a tap or a wobble. */
const SwipeDistance = 48;

export interface TSwipeHandlers {
  onPointerDown: (event: PointerEvent) => void;
  onPointerUp: (event: PointerEvent) => void;
  onPointerCancel: () => void;
}

/**
 * Swipe left for the next item, right for the previous one, on touch screens and pens (a mouse
 * drag selects text instead). Mostly-vertical moves are scrolling and are ignored; the element
 * should have `touch-action: pan-y` so the browser leaves horizontal moves to us.
 */
export function useSwipe({ onNext, onPrevious }: { onNext: () => void; onPrevious: () => void }): TSwipeHandlers {
  const start = useRef<{ x: number; y: number; pointerId: number } | null>(null);
  return {
    onPointerDown(event) {
      if (event.pointerType === 'mouse') return;
      start.current = { x: event.clientX, y: event.clientY, pointerId: event.pointerId };
    },
    onPointerUp(event) {
      const from = start.current;
      start.current = null;
      if (!from || from.pointerId !== event.pointerId) return;
      const dx = event.clientX - from.x;
      const dy = event.clientY - from.y;
      if (Math.abs(dx) < SwipeDistance || Math.abs(dx) < Math.abs(dy) * 1.5) return;
      if (dx < 0) onNext();
      else onPrevious();
    },
    onPointerCancel() {
      start.current = null;
    },
  };
}
