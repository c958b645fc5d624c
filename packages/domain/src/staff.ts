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
} as const;
export type TStaffArea = (typeof StaffArea)[keyof typeof StaffArea];

/**
 * What staff did, as the audit log names it. Every action that changes a member, an institution
 * or a role is one of these.
 */
export const AuditAction = {
  RoleGrant: 'role.grant',
  RoleRevoke: 'role.revoke',
} as const;
export type TAuditAction = (typeof AuditAction)[keyof typeof AuditAction];

export const StaffLimits = {
  reasonMin: 3,
  reasonMax: 500,
} as const;
