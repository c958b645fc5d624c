import { useCallback, useEffect, useMemo } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import type { TModule } from '@innerway/domain';
import { resolveTopicEntry, type TTopicEntry } from '../../content';
import { canonicalSearch, popupSearch, stepSearch, TopicParam, withoutParam, type TPopupParam } from '../lib/topic-params';
import { keepScroll } from '../../../lib/keep-scroll';

/** History state of an entry that this screen pushed to open a popup: closing it goes back. */
interface TPopupState {
  topicPopup: true;
}

const isPopupState = (state: unknown): state is TPopupState =>
  typeof state === 'object' && state !== null && (state as Partial<TPopupState>).topicPopup === true;

/** Also keeps the screen where it is scrolled behind the popup. */
export const popupState = keepScroll({ topicPopup: true });

export interface TopicNavigation {
  entry: TTopicEntry;
  /** `autoplay=true` on arrival; the URL drops it right after, so read it when the player mounts. */
  autoplay: boolean;
  /** Links: `to` values for <Link> (popup links carry `popupState`). */
  stepTo: (stepId: number) => string;
  popupTo: (param: TPopupParam, value: number | 'true') => string;
  subscribeTo: () => string;
  /** Opens a popup as a new history entry (Back closes it). */
  openPopup: (param: TPopupParam, value: number | 'true') => void;
  /** The subscribe prompt, for locked content (spec section 6). */
  openSubscribe: () => void;
  goToStep: (stepId: number, options?: { autoplay?: boolean }) => void;
  /** Closes a popup: back to the entry that opened it, or (after a deep link) the same URL without it. */
  closePopup: (param: string) => void;
}

/**
 * The URL is the state of this screen: which step plays and which popup is open, so that Back,
 * reload and shared links all work. Popups open and close without moving the page's scroll.
 */
export function useTopicNavigation(topic: TModule): TopicNavigation {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();

  const entry = useMemo(
    () =>
      resolveTopicEntry(topic, {
        stepId: params.get(TopicParam.step),
        activityId: params.get(TopicParam.activity),
        resourceId: params.get(TopicParam.resource),
        assessment: params.get(TopicParam.assessment),
      }),
    [topic, params],
  );

  // Spec section 4: an invalid id falls back and the history entry is replaced; a missing stepId
  // is written in too, so the player stays on this step when it completes. `autoplay` is read on
  // arrival (the player keeps it) and then leaves the URL, so that Back or a reload does not start
  // the video by itself.
  const autoplay = params.get(TopicParam.autoplay) === 'true';
  const canonical = entry.replace || params.has(TopicParam.autoplay) ? canonicalSearch(params, entry) : null;
  useEffect(() => {
    if (canonical !== null) void navigate({ search: canonical }, { replace: true, state: keepScroll(location.state) });
  }, [canonical, navigate, location.state]);

  const popupTo = useCallback((param: TPopupParam, value: number | 'true') => popupSearch(params, param, value), [params]);
  const subscribeTo = useCallback(() => popupSearch(params, TopicParam.subscribe, '1'), [params]);

  const openPopup = useCallback(
    (param: TPopupParam, value: number | 'true') =>
      void navigate({ search: popupSearch(params, param, value) }, { state: popupState }),
    [navigate, params],
  );
  const openSubscribe = useCallback(
    () => void navigate({ search: popupSearch(params, TopicParam.subscribe, '1') }, { state: popupState }),
    [navigate, params],
  );

  const goToStep = useCallback((stepId: number, options?: { autoplay?: boolean }) => void navigate({ search: stepSearch(stepId, options) }), [navigate]);

  const closePopup = useCallback(
    (param: string) => {
      if (isPopupState(location.state)) void navigate(-1);
      else void navigate({ search: withoutParam(params, param) }, { replace: true, state: keepScroll() });
    },
    [location.state, navigate, params],
  );

  return {
    entry,
    autoplay,
    stepTo: stepSearch,
    popupTo,
    subscribeTo,
    openPopup,
    openSubscribe,
    goToStep,
    closePopup,
  };
}
