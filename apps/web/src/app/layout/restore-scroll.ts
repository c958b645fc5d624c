/** How long a returning entry may take to grow back to its height before the page stops following it. */
const growthWindowMs = 5000;

/** What a person does to scroll the page themselves; any of it ends the restoring. */
const personalInput = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * Scrolls the window to `y` and, while the screen is still shorter than that (its data or its
 * code still arriving on Back), follows its growth until `y` is reached, the person scrolls, or
 * the growth window ends. Returns the cancel, for when the entry is left first.
 */
export function restoreScroll(y: number): () => void {
  window.scrollTo(0, y);
  if (window.scrollY >= y || typeof ResizeObserver === 'undefined') return () => undefined;

  const observer = new ResizeObserver(() => {
    window.scrollTo(0, y);
    if (window.scrollY >= y) stop();
  });
  const timer = window.setTimeout(stop, growthWindowMs);
  function stop() {
    observer.disconnect();
    window.clearTimeout(timer);
    for (const type of personalInput) window.removeEventListener(type, stop);
  }
  observer.observe(document.body);
  for (const type of personalInput) window.addEventListener(type, stop, { passive: true });
  return stop;
}
