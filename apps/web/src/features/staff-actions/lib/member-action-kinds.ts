import type { TApiPath } from '@innerway/domain';

/** What an action on a member needs to know about them: a part of the member page's reply. */
export interface TActionableMember {
  id: number;
  email: string;
  is_disabled: boolean;
  is_admin: boolean;
  is_trial_mode: boolean;
  is_email_verified: boolean;
}

/** Every action on a member, in the order the page lists them. */
const memberActionKinds = [
  'disable',
  'enable',
  'grantFullAccess',
  'takeBackFullAccess',
  'verificationMail',
  'passwordResetMail',
  'resetProgress',
  'endSessions',
  'delete',
] as const;
export type TMemberActionKind = (typeof memberActionKinds)[number];

/** Each action's call on one member. */
export const memberActionPath = {
  disable: (id: number) => `/staff/people/${id}/disable` as const,
  enable: (id: number) => `/staff/people/${id}/enable` as const,
  grantFullAccess: (id: number) => `/staff/people/${id}/full_access` as const,
  takeBackFullAccess: (id: number) => `/staff/people/${id}/full_access/take_back` as const,
  verificationMail: (id: number) => `/staff/people/${id}/verification_mail` as const,
  passwordResetMail: (id: number) => `/staff/people/${id}/password_reset_mail` as const,
  resetProgress: (id: number) => `/staff/people/${id}/reset_progress` as const,
  endSessions: (id: number) => `/staff/people/${id}/end_sessions` as const,
  delete: (id: number) => `/staff/people/${id}/delete` as const,
} satisfies Record<TMemberActionKind, (id: number) => TApiPath<'POST'>>;

/** Actions that would sign their caller out for good: not offered on one's own account. */
const locksOut: ReadonlySet<TMemberActionKind> = new Set(['disable', 'endSessions', 'delete']);

/** Actions that take something away: their dialog's button is red (deleting's own button too). */
export const destructiveActions: ReadonlySet<TMemberActionKind> = new Set(['disable', 'takeBackFullAccess', 'resetProgress', 'delete']);

/**
 * The actions that make sense for the member as they are now, for this caller: the server's
 * rules (staff-actions/act-on-member.ts) told before a button is offered, not after it is pressed.
 */
export function availableActions(member: TActionableMember, caller: { id: number; isAdmin: boolean }): TMemberActionKind[] {
  if (member.is_admin && !caller.isAdmin) return [];
  const own = member.id === caller.id;
  return memberActionKinds.filter((kind) => {
    if (own && locksOut.has(kind)) return false;
    switch (kind) {
      case 'disable':
        return !member.is_disabled;
      case 'enable':
        return member.is_disabled;
      case 'grantFullAccess':
        return member.is_trial_mode;
      case 'takeBackFullAccess':
        return !member.is_trial_mode;
      case 'verificationMail':
        return !member.is_email_verified;
      default:
        return true;
    }
  });
}
