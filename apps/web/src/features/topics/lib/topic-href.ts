import { isContentLocked, type TLockable } from '@innerway/domain';
import { withSubscribeParam } from '../../access';

/** The signed-in person, or nobody yet; the guards render these screens only for someone. */
type TViewer = { is_trial_mode: boolean } | null | undefined;

/** Locked for this person? Without a known person everything stays locked rather than open. */
export function isLockedFor(item: TLockable, viewer: TViewer): boolean {
  return viewer ? isContentLocked(item, viewer) : true;
}

/**
 * Where a topic leads (spec section 2): its overview, or, when locked, the same screen with
 * `subscribe=1`, which that screen's SubscribeParamPrompt opens.
 */
export function topicHref(topicId: number, locked: boolean, screenPath: string): string {
  return locked ? withSubscribeParam(screenPath) : `/topic_overview/${topicId}`;
}
