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

export function isVisibleTo(publishStatus: number, audience: TAudience): boolean {
  return publishStatus === ContentStatus.Published || (audience === 'admin' && publishStatus === ContentStatus.Draft);
}
