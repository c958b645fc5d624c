// SHIM until the staff foundation lands: delete before merging main.
import { z } from 'zod';
import { issueMessage } from '../error-codes.ts';
export const StaffRole = { Admin: 'admin', Editor: 'editor', Support: 'support', InstitutionManager: 'institution_manager' } as const;
export type TStaffRole = (typeof StaffRole)[keyof typeof StaffRole];
export const StaffArea = { People: 'people', Purchases: 'purchases', Institutions: 'institutions', Insight: 'insight', Partner: 'partner', Audit: 'audit', Staff: 'staff' } as const;
export type TStaffArea = (typeof StaffArea)[keyof typeof StaffArea];
export const AuditAction = {
  InstitutionCreate: 'institution.create',
  InstitutionUpdate: 'institution.update',
  InstitutionCodeCreate: 'institution_code.create',
  InstitutionCodeDeactivate: 'institution_code.deactivate',
  InstitutionManagerInvite: 'institution_manager.invite',
} as const;
export type TAuditAction = (typeof AuditAction)[keyof typeof AuditAction];
export const ZStaffReason = z
  .string({ error: issueMessage('validation.too_short', { field: 'reason', min: 3 }) })
  .trim()
  .min(3, { error: issueMessage('validation.too_short', { field: 'reason', min: 3 }) })
  .max(500, { error: issueMessage('validation.too_long', { field: 'reason', max: 500 }) });
