import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router';
import type { TUser } from '@innerway/domain';
import { chooseDashboardPopup, type TDashboardPopup } from '../lib/choose-popup';
import { takeFirstTimeFlag } from '../lib/first-time';
import { visitPopups } from '../lib/visit';

export interface TDashboardPopupOptions {
  /** Another popup of the dashboard is open (content, subscribe): nothing is decided meanwhile. */
  busy: boolean;
  /** Where a first visit after registering goes: the introduction tutorial's popup. */
  firstTimePath: string;
}

/**
 * The dashboard's onboarding, in order: right after registering, once, the introduction
 * tutorial (the first-time flag, cleared as it is used); then, when no other popup is open, at
 * most one of the tutorial offer and the age survey for the visit.
 */
export function useDashboardPopup(user: TUser | null, { busy, firstTimePath }: TDashboardPopupOptions) {
  const navigate = useNavigate();
  const decision = useSyncExternalStore(visitPopups.subscribe, visitPopups.snapshot);
  // Between leaving for the tutorial and its popup opening, nothing may be decided: the offer
  // would otherwise open on top of it.
  const redirecting = useRef(false);

  useEffect(() => {
    if (busy) {
      redirecting.current = false;
      return;
    }
    if (!user || redirecting.current) return;
    if (takeFirstTimeFlag()) {
      redirecting.current = true;
      void navigate(firstTimePath, { replace: true });
      return;
    }
    visitPopups.decide(user.id, chooseDashboardPopup(user, new Date()));
  }, [busy, user, navigate, firstTimePath]);

  const userId = user?.id ?? null;
  const close = useCallback(() => {
    if (userId !== null) visitPopups.close(userId);
  }, [userId]);

  const popup: TDashboardPopup | null =
    user && decision?.userId === user.id && !decision.closed && !busy ? decision.popup : null;
  return { popup, close };
}
