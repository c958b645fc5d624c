import { ContentStatus } from '@innerway/domain';
import type { UserRow } from '../user-record/user-row.ts';

/**
 * Who is looking decides what exists: people see published content only, admins also drafts
 * (so they can check them in place, with the 'draft' badge); archived content is gone for everyone.
 */
export const Audiences = ['user', 'admin'] as const;
export type TAudience = (typeof Audiences)[number];

export function audienceOf(user: Pick<UserRow, 'isAdmin'>): TAudience {
  return user.isAdmin ? 'admin' : 'user';
}

/**
 * What someone may open decides how much of it they get: with trial access, every item that is
 * locked for them (packages/domain rules/content-access.ts) in its locked shape, with full access
 * everything whole. Admins are no exception: the rule looks at trial mode only.
 */
export const Accesses = ['trial', 'full'] as const;
export type TAccess = (typeof Accesses)[number];

export function accessOf(user: Pick<UserRow, 'isTrialMode'>): TAccess {
  return user.isTrialMode ? 'trial' : 'full';
}

/** The viewer the domain's lock rules take, for an access level. */
export function lockViewer(access: TAccess): { is_trial_mode: boolean } {
  return { is_trial_mode: access === 'trial' };
}

export function isVisibleTo(publishStatus: number, audience: TAudience): boolean {
  return publishStatus === ContentStatus.Published || (audience === 'admin' && publishStatus === ContentStatus.Draft);
}
