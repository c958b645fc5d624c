import type { TAnalyticsEventInput, TAnalyticsEventName, TAnalyticsParams } from '@innerway/domain';
import { cleanParams } from './clean-params';
import { createEventQueue, type TEventQueueOptions } from './event-queue';

export interface TTrackerOptions extends TEventQueueOptions {
  /** Also hands each event to another service (GA4); its failures are logged like ours. */
  forward?: (name: TAnalyticsEventName, params: object) => void;
  now?: () => Date;
}

export type TTrack = <N extends TAnalyticsEventName>(name: N, params: TAnalyticsParams[N]) => void;

/**
 * Records events for the first-party store (and GA4 when configured). Nothing here may disturb
 * the person: every failure is a console warning. The queue empties when the page is hidden
 * (tab switched, app closed), since a hidden page may never run its timer again.
 */
export function createTracker({ forward, now = () => new Date(), ...queueOptions }: TTrackerOptions) {
  const queue = createEventQueue(queueOptions);
  let listening = false;

  function listenForPageHide(): void {
    if (listening) return;
    listening = true;
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'hidden') void queue.flush();
    });
    window.addEventListener('pagehide', () => void queue.flush());
  }

  const track: TTrack = (name, params) => {
    try {
      listenForPageHide();
      const clean = cleanParams(name, params);
      queue.push({ name, params: clean, at: now().toISOString() } as TAnalyticsEventInput);
      forward?.(name, clean);
    } catch (error) {
      console.warn(`Analytics: the ${name} event was not recorded.`, error);
    }
  };

  return { track, flush: queue.flush, get waiting() { return queue.size; } };
}
