import { z } from 'zod';
import { Limits } from '../limits.ts';
import { issueMessage } from '../error-codes.ts';
import { institutionCode, requiredEmail, requiredText, tooLong, ZLanguage } from './fields.ts';

/** The password the person has now, asked again before a credential changes; never trimmed. */
const currentPassword = z.string().max(Limits.passwordMax, tooLong('current_password', Limits.passwordMax));

/** The current user as every reply carries it (spec section 3, User). */
export const ZUser = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  is_email_verified: z.boolean(),
  is_disabled: z.boolean(),
  is_admin: z.boolean(),
  institution_id: z.number().int().nullable(),
  institution_name: z.string().nullable(),
  /** The institution code a linked person counts under (the one they joined with); what the age survey sends. */
  institution_code_id: z.number().int().nullable(),
  is_trial_mode: z.boolean(),
  marketing_opt_in: z.boolean(),
  preferred_language: ZLanguage,
  age_survey_status: z.string(),
  tutorial_offer_status: z.string(),
  agreed_to_conditions: z.boolean(),
}).meta({ id: 'User' });
export type TUser = z.infer<typeof ZUser>;

/**
 * Replies that start a session. The opaque token comes back only to the native apps (Bearer);
 * the web gets an HttpOnly cookie instead, so that no script can read it. The native apps also
 * get `media_token`, which opens only that session's media as `/api/content_media/<key>?media_token=`
 * (for <audio>, <video>, <track> and the native player, which cannot send a header).
 */
export const ZSession = z.object({
  user: ZUser,
  token: z.string().optional(),
  media_token: z.string().optional(),
}).meta({ id: 'Session' });
export type TSession = z.infer<typeof ZSession>;

/**
 * PUT /users/:id. Every field is optional so one call can save the profile, set an institution
 * code, switch the language or mark the age survey offered; name and email, when sent, follow
 * the profile form's rules. `current_password` is needed exactly when `email` changes the
 * address (only the server knows the saved one, so it checks that), and is read for nothing else.
 */
export const ZUserUpdate = z
  .object({
    name: requiredText('name', Limits.profileNameMax, 'validation.profile_required'),
    email: requiredEmail(Limits.emailMax, 'validation.profile_required'),
    current_password: currentPassword,
    marketing_opt_in: z.boolean(),
    agreed_to_conditions: z.boolean(),
    preferred_language: ZLanguage,
    institution_code: institutionCode.refine((code) => code.length > 0, {
      error: issueMessage('code.invalid'),
    }),
    age_survey_status: z.string().regex(/^(NOT_APPLICABLE|NOT_YET_OFFERED|COMPLETED|OFFERED_\d{8})$/),
    tutorial_offer_status: z.string().regex(/^(Completed|NotApplicable|NotYetOffered|Offered_\d{8})$/),
  })
  .partial()
  .strict();
export type TUserUpdate = z.input<typeof ZUserUpdate>;

/** The profile form itself: both fields required together. */
export const ZProfileForm = z.object({
  name: requiredText('name', Limits.profileNameMax, 'validation.profile_required'),
  email: requiredEmail(Limits.emailMax, 'validation.profile_required'),
});
export type TProfileForm = z.input<typeof ZProfileForm>;
