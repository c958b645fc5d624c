import type { TTopicEntry } from '../../content';
import { subscribeParam } from '../../access';

/** The query parameters of /topic_detail/:topicId (spec section 2). */
export const TopicParam = {
  step: 'stepId',
  activity: 'activityId',
  resource: 'resourceId',
  assessment: 'assessment',
  autoplay: 'autoplay',
  /** The one the other screens use too (SubscribeParamPrompt). */
  subscribe: subscribeParam,
} as const;

export type TPopupParam = typeof TopicParam.activity | typeof TopicParam.resource | typeof TopicParam.assessment;

/** Every popup the screen can show; at most one is open at a time. */
const popupParams: readonly string[] = [TopicParam.activity, TopicParam.resource, TopicParam.assessment, TopicParam.subscribe];

const search = (params: URLSearchParams) => {
  const text = params.toString();
  return text ? `?${text}` : '';
};

/**
 * The URL as it stays once the screen has arrived: the chosen step named, invalid ids gone, and
 * `autoplay` (an instruction for the arrival only) dropped; the rest kept.
 */
export function canonicalSearch(current: URLSearchParams, entry: TTopicEntry): string {
  const next = new URLSearchParams(current);
  next.delete(TopicParam.autoplay);
  if (entry.stepId === null) next.delete(TopicParam.step);
  else next.set(TopicParam.step, String(entry.stepId));
  if (entry.activityId === null) next.delete(TopicParam.activity);
  if (entry.resourceId === null) next.delete(TopicParam.resource);
  return search(next);
}

/** Another step: popups close; `autoplay` only when 'Next up' asked for it. */
export function stepSearch(stepId: number, { autoplay = false } = {}): string {
  const next = new URLSearchParams({ [TopicParam.step]: String(stepId) });
  if (autoplay) next.set(TopicParam.autoplay, 'true');
  return search(next);
}

/** The same step with one popup open (any other popup closed). */
export function popupSearch(current: URLSearchParams, param: TPopupParam | typeof TopicParam.subscribe, value: string | number): string {
  const next = new URLSearchParams(current);
  for (const name of popupParams) next.delete(name);
  next.delete(TopicParam.autoplay);
  next.set(param, String(value));
  return search(next);
}

/** The same step with the popup closed. */
export function withoutParam(current: URLSearchParams, param: string): string {
  const next = new URLSearchParams(current);
  next.delete(param);
  return search(next);
}
