import { issueMessage } from './error-codes.ts';

/**
 * The staff roles. `admin` is the spec's `is_admin` flag on the user (one source of truth); the
 * others are rows of `staff_roles`. A person may hold several.
 */
export const StaffRole = {
  Admin: 'admin',
  Editor: 'editor',
  Support: 'support',
  InstitutionManager: 'institution_manager',
} as const;
export type TStaffRole = (typeof StaffRole)[keyof typeof StaffRole];

/** The roles kept as `staff_roles` rows (admin is the user's own flag). */
export const GrantableStaffRoles = [StaffRole.Editor, StaffRole.Support, StaffRole.InstitutionManager] as const;
export type TGrantableStaffRole = (typeof GrantableStaffRoles)[number];

/** The parts of the staff area at /studio; each role opens some (rules/staff-areas.ts). */
export const StaffArea = {
  People: 'people',
  Purchases: 'purchases',
  Institutions: 'institutions',
  Insight: 'insight',
  Partner: 'partner',
  Audit: 'audit',
  Staff: 'staff',
  Content: 'content',
} as const;
export type TStaffArea = (typeof StaffArea)[keyof typeof StaffArea];

/**
 * What staff did, as the audit log names it. Every action that changes a member, an institution
 * or a role is one of these.
 */
export const AuditAction = {
  RoleGrant: 'role.grant',
  RoleRevoke: 'role.revoke',
  MemberDisable: 'member.disable',
  MemberEnable: 'member.enable',
  MemberGrantFullAccess: 'member.grant_full_access',
  MemberTakeBackFullAccess: 'member.take_back_full_access',
  MemberResendVerification: 'member.resend_verification',
  MemberSendPasswordReset: 'member.send_password_reset',
  MemberResetProgress: 'member.reset_progress',
  MemberEndSessions: 'member.end_sessions',
  MemberDelete: 'member.delete',
  InstitutionCreate: 'institution.create',
  InstitutionUpdate: 'institution.update',
  InstitutionCodeCreate: 'institution_code.create',
  InstitutionCodeDeactivate: 'institution_code.deactivate',
  InstitutionManagerInvite: 'institution_manager.invite',
  InstitutionCodeReactivate: 'institution_code.reactivate',
  InstitutionManagerRemove: 'institution_manager.remove',
  InstitutionManagerInviteCancel: 'institution_manager.cancel_invite',
  ContentPublish: 'content.publish',
  ContentRestore: 'content.restore',
  ContentBundleImport: 'content.bundle_import',
} as const;
export type TAuditAction = (typeof AuditAction)[keyof typeof AuditAction];

export const StaffLimits = {
  reasonMin: 3,
  reasonMax: 500,
} as const;

/**
 * What is wrong with a staff action's reason, as a catalogue issue message (error-codes.ts
 * `issueMessage`), or null when it will do. The one rule of `ZStaffReason` (the server) and of the
 * reason dialog (the screens, which check without loading zod).
 */
export function staffReasonProblem(reason: string): string | null {
  const length = reason.trim().length;
  if (length === 0) return issueMessage('validation.reason_required');
  if (length < StaffLimits.reasonMin) return issueMessage('validation.too_short', { field: 'reason', min: StaffLimits.reasonMin });
  if (length > StaffLimits.reasonMax) return issueMessage('validation.too_long', { field: 'reason', max: StaffLimits.reasonMax });
  return null;
}
