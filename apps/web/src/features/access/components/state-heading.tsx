import { useEffect, useRef, type ReactNode } from 'react';
import styles from './subscribe.module.css';

interface StateHeadingProps {
  children: ReactNode;
  /** True when this state replaced another one in the open prompt. */
  focusOnMount: boolean;
}

/**
 * The heading of one state of the prompt. When the person moves from one state to the next, the
 * button they pressed disappears: focus goes to the new heading instead of the page's start, and
 * a screen reader reads where they now are.
 */
export function StateHeading({ children, focusOnMount }: StateHeadingProps) {
  const ref = useRef<HTMLHeadingElement>(null);
  // Read once, on arrival: re-renders within the state must not pull the focus back.
  const focusOnArrival = useRef(focusOnMount);
  useEffect(() => {
    if (focusOnArrival.current) ref.current?.focus();
  }, []);
  return (
    <h3 ref={ref} tabIndex={-1} className={styles.stateHeading}>
      {children}
    </h3>
  );
}
