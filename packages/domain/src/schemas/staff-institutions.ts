import { z } from 'zod';
import { issueMessage, type TFieldKey } from '../error-codes.ts';
import { InstitutionLimits, type TInstitutionNameField } from '../institutions.ts';
import { Limits } from '../limits.ts';
import { tooLong } from './fields.ts';
import { ZStaffReason } from './staff.ts';

// The admin's institutions screens (docs/decisions/029-institutions.md): an institution's names in
// the three languages, its UNLOCK codes with their seats and end dates, its members and managers.

const institutionName = (field: TFieldKey & TInstitutionNameField) =>
  z
    .string({ error: issueMessage('institution.name_required') })
    .trim()
    .min(1, { error: issueMessage('institution.name_required') })
    .max(InstitutionLimits.nameMax, tooLong(field, InstitutionLimits.nameMax));

/**
 * Creating or editing an institution: its name in every language (a proper name is often the
 * same in all three; the member sees the one of their language) and whether its codes work.
 */
export const ZInstitutionSave = z.strictObject({
  name_en: institutionName('name_en'),
  name_fr: institutionName('name_fr'),
  name_es: institutionName('name_es'),
  is_active: z.boolean(),
});
export type TInstitutionSave = z.output<typeof ZInstitutionSave>;

/** Editing adds a reason, which deactivating the institution (every code of it stops) requires. */
export const ZInstitutionUpdate = ZInstitutionSave.extend({ reason: ZStaffReason.optional() });

/** Whether an end date may be given to a new code at `now`: after it, within the limit. */
export function isCodeEndAllowed(endsAt: Date, now: Date): boolean {
  const latest = now.getTime() + InstitutionLimits.endsWithinDays * 24 * 60 * 60 * 1000;
  return endsAt.getTime() > now.getTime() && endsAt.getTime() <= latest;
}

/** A new UNLOCK code: its seats (how many people may redeem it) and the moment it stops working. */
export const ZInstitutionCodeCreate = z.strictObject({
  max_redemptions: z
    .number({ error: issueMessage('institution.seats_invalid', { max: InstitutionLimits.seatsMax }) })
    .int({ error: issueMessage('institution.seats_invalid', { max: InstitutionLimits.seatsMax }) })
    .min(1, { error: issueMessage('institution.seats_invalid', { max: InstitutionLimits.seatsMax }) })
    .max(InstitutionLimits.seatsMax, { error: issueMessage('institution.seats_invalid', { max: InstitutionLimits.seatsMax }) }),
  ends_at: z.iso.datetime({ offset: true, error: issueMessage('institution.end_invalid') }),
});

/** Deactivating a code: why, for the audit log. */
export const ZInstitutionCodeDeactivate = z.strictObject({ reason: ZStaffReason });

/** Inviting someone to manage the institution (its partner portal), by address, and why. */
export const ZInstitutionManagerInvite = z.strictObject({
  email: z
    .string({ error: issueMessage('validation.email_invalid') })
    .trim()
    .max(Limits.emailMax, tooLong('email', Limits.emailMax))
    .toLowerCase()
    .pipe(z.email({ error: issueMessage('validation.email_invalid') })),
  reason: ZStaffReason,
});

export const ZStaffInstitutionCode = z.object({
  id: z.number().int(),
  code: z.string(),
  is_active: z.boolean(),
  /** Null: no limit (only codes made before the admin screens). */
  max_redemptions: z.number().int().nullable(),
  seats_used: z.number().int(),
  ends_at: z.string().nullable(),
  created_at: z.string(),
});
export type TStaffInstitutionCode = z.infer<typeof ZStaffInstitutionCode>;

export const ZStaffInstitution = z.object({
  id: z.number().int(),
  name_en: z.string(),
  name_fr: z.string(),
  name_es: z.string(),
  is_active: z.boolean(),
  created_at: z.string(),
  /** Seats taken across its codes, and the members linked to it now. */
  seats_used: z.number().int(),
  member_count: z.number().int(),
});
export type TStaffInstitution = z.infer<typeof ZStaffInstitution>;

export const ZStaffInstitutionManager = z.object({
  user_id: z.number().int(),
  name: z.string(),
  email: z.string(),
  since: z.string(),
});

/** An invitation not yet taken up: no verified account had its address when it was sent. */
export const ZStaffInstitutionInvite = z.object({
  id: z.number().int(),
  email: z.string(),
  invited_at: z.string(),
});

export const ZStaffInstitutionDetail = z.object({
  institution: ZStaffInstitution,
  codes: z.array(ZStaffInstitutionCode),
  managers: z.array(ZStaffInstitutionManager),
  invites: z.array(ZStaffInstitutionInvite),
});
export type TStaffInstitutionDetail = z.infer<typeof ZStaffInstitutionDetail>;

/** A member of the institution as the admin sees them: who and since when, nothing they wrote. */
export const ZStaffInstitutionMember = z.object({
  user_id: z.number().int(),
  name: z.string(),
  email: z.string(),
  /** When they redeemed one of its codes; null for someone linked another way. */
  joined_at: z.string().nullable(),
});

export const ZStaffInstitutionMembersQuery = z.strictObject({
  /** The `next_cursor` of the page before. */
  cursor: z.coerce.number().int().positive().optional(),
});

export const ZStaffInstitutionMembers = z.object({
  members: z.array(ZStaffInstitutionMember),
  next_cursor: z.number().int().nullable(),
});

/** What an invitation did: granted the role to the address's verified account, or waits for one. */
export const ZInstitutionManagerInviteReply = z.object({ outcome: z.enum(['granted', 'invited']) });
