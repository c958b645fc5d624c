import type { TDashboardPopup } from './choose-popup';

/**
 * What this visit (one page load) decided about the dashboard's popups, for one person: at most
 * one shows per visit, so the decision is made once, the first time the dashboard is free to
 * show it, and holds when the person leaves the dashboard and comes back. Held outside React so
 * that it outlives the dashboard screen; a different person signing in starts afresh.
 */
export interface TVisitDecision {
  userId: number;
  popup: TDashboardPopup | null;
  closed: boolean;
}

let decision: TVisitDecision | null = null;
const listeners = new Set<() => void>();

function set(next: TVisitDecision | null): void {
  decision = next;
  for (const listener of listeners) listener();
}

export const visitPopups = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  snapshot(): TVisitDecision | null {
    return decision;
  },
  /** Records the visit's popup for this person; later calls for them change nothing. */
  decide(userId: number, popup: TDashboardPopup | null): void {
    if (decision?.userId === userId) return;
    set({ userId, popup, closed: false });
  },
  close(userId: number): void {
    if (decision?.userId === userId && !decision.closed) set({ ...decision, closed: true });
  },
  /** Tests only: a new visit. */
  reset(): void {
    set(null);
  },
};
