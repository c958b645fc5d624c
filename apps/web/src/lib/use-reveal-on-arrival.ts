import { useEffect, useRef, type RefObject } from 'react';
import { prefersReducedMotion } from './motion';

/**
 * An address that leads straight to a section (`/users/me?gift=1`, `?data_export=1`): scroll
 * it into view and give its heading the focus, once. The frame moves focus to <main> after every
 * navigation, in an effect that runs after this one (a parent's effects follow its children's):
 * waiting one frame lets that happen first, so this one wins.
 */
export function useRevealOnArrival(target: RefObject<HTMLElement | null>, wanted: boolean): void {
  const revealed = useRef(false);
  useEffect(() => {
    if (!wanted || revealed.current) return;
    const frame = requestAnimationFrame(() => {
      const element = target.current;
      if (!element) return;
      // Set here, not before: a development double mount cancels the first frame.
      revealed.current = true;
      element.scrollIntoView({ block: 'start', behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
      element.focus({ preventScroll: true });
    });
    return () => cancelAnimationFrame(frame);
  }, [target, wanted]);
}
