import { useSyncExternalStore } from 'react';
import { Layout } from '@innerway/domain';

function subscribe(onChange: () => void) {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

/**
 * The window's width, kept current on resize. The spec's layout rules (library columns,
 * carousel item width) are stated against the screen, not against a container.
 */
export function useWindowWidth(): number {
  return useSyncExternalStore(
    subscribe,
    () => window.innerWidth,
    // No window while prerendering: assume the widest layout, the one the rules cap.
    () => Layout.maxContentWidth,
  );
}
