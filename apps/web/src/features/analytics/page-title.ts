/** How long a new screen may take to name itself before its view is sent with the title there is. */
const TitleWaitMs = 3_000;

export interface TTitleWait {
  /** Delivers now, with whatever the title is (a newer screen is taking over). */
  flush: () => void;
}

/**
 * Calls `deliver` with the page title once it differs from `stale` (the title of the screen
 * before): a screen whose code or texts are still loading sets its title a moment after it is
 * routed to. A title that never changes (two screens of the same name) is delivered after
 * `maxWaitMs` as it is.
 */
export function whenTitleChanges(stale: string, deliver: (title: string) => void, maxWaitMs = TitleWaitMs): TTitleWait {
  let done = false;
  let observer: MutationObserver | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const finish = () => {
    if (done) return;
    done = true;
    observer?.disconnect();
    if (timer !== null) clearTimeout(timer);
    deliver(document.title);
  };
  if (document.title !== stale) {
    finish();
    return { flush: finish };
  }
  // Setting document.title replaces the <title>'s text (or adds a <title> to the head).
  observer = new MutationObserver(() => {
    if (document.title !== stale) finish();
  });
  observer.observe(document.head, { childList: true, subtree: true, characterData: true });
  timer = setTimeout(finish, maxWaitMs);
  return { flush: finish };
}
