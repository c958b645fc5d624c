import { z } from 'zod';
import { issueMessage } from '../error-codes.ts';
import { Limits } from '../limits.ts';
import { GrantableStaffRoles, StaffArea, StaffRole, staffReasonProblem } from '../staff.ts';
import { requiredEmail } from './fields.ts';

/** Why a staff action was taken: required on every audited action, and kept in the audit log. */
export const ZStaffReason = z
  .string({ error: issueMessage('validation.reason_required') })
  .trim()
  .superRefine((reason, context) => {
    const problem = staffReasonProblem(reason);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  });

const ZStaffRoleName = z.enum(Object.values(StaffRole));
const ZId = z.number().int().min(1).max(2_147_483_647);

/** A role as its holder has it: managers hold theirs for one institution. */
export const ZStaffRoleHeld = z
  .object({ role: ZStaffRoleName, institution_id: z.number().nullable() })
  .meta({ id: 'StaffRoleHeld' });

/** GET /staff/me: the caller's roles and the staff areas they open (none for a member). */
export const ZStaffMe = z
  .object({
    roles: z.array(ZStaffRoleHeld),
    areas: z.array(z.enum(Object.values(StaffArea))),
    /** The institutions the caller manages, for the partner report's chooser. */
    institutions: z.array(z.object({ id: z.number(), name: z.string() })),
  })
  .meta({ id: 'StaffMe' });
export type TStaffMe = z.infer<typeof ZStaffMe>;

/** One person of the staff list: their account and every role they hold. */
export const ZStaffPerson = z
  .object({
    user_id: z.number(),
    name: z.string(),
    email: z.string(),
    roles: z.array(ZStaffRoleHeld.extend({ institution_name: z.string().nullable(), granted_at: z.string().nullable() })),
  })
  .meta({ id: 'StaffPerson' });
export type TStaffPerson = z.infer<typeof ZStaffPerson>;

/** The staff list, and the institutions a manager's role may name. */
export const ZStaffPeople = z
  .object({ people: z.array(ZStaffPerson), institutions: z.array(z.object({ id: z.number(), name: z.string() })) })
  .meta({ id: 'StaffPeople' });
export type TStaffPeople = z.infer<typeof ZStaffPeople>;

/**
 * POST /staff/roles (grant) and /staff/roles/revoke: a role for the account with this address;
 * an institution manager's role names its institution.
 */
export const ZStaffRoleChange = z
  .object({
    email: requiredEmail(Limits.emailMax, 'validation.forgot_required'),
    role: z.enum([StaffRole.Admin, ...GrantableStaffRoles]),
    institution_id: ZId.nullable().optional(),
    reason: ZStaffReason,
  })
  .strict()
  .meta({ id: 'StaffRoleChange' });
export type TStaffRoleChange = z.input<typeof ZStaffRoleChange>;
