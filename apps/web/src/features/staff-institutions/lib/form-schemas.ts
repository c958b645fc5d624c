import { z } from 'zod';
import { InstitutionLimits, isCodeEndAllowed, issueMessage, ZInstitutionCodeCreate, ZInstitutionManagerInvite, ZInstitutionSave } from '@innerway/domain';
import { endOfDay } from './code-dates';

/** The names form: the server's own rule (every name 1 to 100 characters after trimming). */
export const ZInstitutionForm = ZInstitutionSave;

const seatsInvalid = issueMessage('institution.seats_invalid', { max: InstitutionLimits.seatsMax });

/**
 * The generate form: seats typed as text (an empty field says what is wrong, not NaN), and a day
 * (the date input's `YYYY-MM-DD`) that the code works through, sent as the end of that day here.
 */
export const ZCodeForm = z
  .object({
    max_redemptions: z
      .string()
      .trim()
      .regex(/^\d{1,9}$/, { error: seatsInvalid })
      .transform(Number)
      .pipe(ZInstitutionCodeCreate.shape.max_redemptions),
    ends_on: z
      .string()
      .regex(/^\d{4}-\d\d-\d\d$/, { error: issueMessage('institution.end_invalid') })
      .refine((day) => isCodeEndAllowed(endOfDay(day), new Date()), { error: issueMessage('institution.end_invalid') }),
  })
  .transform(({ max_redemptions, ends_on }) => ({ max_redemptions, ends_at: endOfDay(ends_on).toISOString() }));

/** The invite form's address; the reason is asked in the dialog that follows. */
export const ZInviteForm = ZInstitutionManagerInvite.pick({ email: true });
