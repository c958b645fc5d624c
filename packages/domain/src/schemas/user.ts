import { z } from 'zod';
import { Limits } from '../limits.ts';
import { issueMessage } from '../error-codes.ts';
import { institutionCode, requiredEmail, requiredText, ZLanguage } from './fields.ts';
import type { TLanguage } from '../enums/index.ts';

/** The current user as every reply carries it (spec section 3, User). */
export interface TUser {
  id: number;
  email: string;
  name: string;
  is_email_verified: boolean;
  is_disabled: boolean;
  is_admin: boolean;
  institution_id: number | null;
  institution_name: string | null;
  is_trial_mode: boolean;
  marketing_opt_in: boolean;
  preferred_language: TLanguage;
  age_survey_status: string;
  tutorial_offer_status: string;
  agreed_to_conditions: boolean;
}

/**
 * Replies that start a session. The opaque token comes back only to the native apps (Bearer);
 * the web gets an HttpOnly cookie instead, so that no script can read it. The native apps also
 * get `media_token`, which opens only that session's media as `/api/content_media/<key>?media_token=`
 * (for <audio>, <video>, <track> and the native player, which cannot send a header).
 */
export interface TSession {
  user: TUser;
  token?: string;
  media_token?: string;
}

/**
 * PUT /users/:id. Every field is optional so one call can save the profile, set an institution
 * code, switch the language or mark the age survey offered; name and email, when sent, follow
 * the profile form's rules.
 */
export const ZUserUpdate = z
  .object({
    name: requiredText('name', Limits.profileNameMax, 'validation.profile_required'),
    email: requiredEmail(Limits.emailMax, 'validation.profile_required'),
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
