import { z } from 'zod';
import { Languages } from '../enums/index.ts';
import { Limits } from '../limits.ts';
import { issueMessage, type TFieldKey, type TPlainErrorCode } from '../error-codes.ts';

/**
 * Field builders shared by the request schemas. `required` fields report the form's own
 * 'Oops, ...' code when empty, so the screen and the server say the same thing. Every message is
 * a catalogue code (issueMessage): the server replies with its text, the screens translate it.
 */
export const tooLong = (field: TFieldKey, max: number) => ({ error: issueMessage('validation.too_long', { field, max }) });

export const requiredText = (field: TFieldKey, max: number, requiredCode: TPlainErrorCode) =>
  z
    .string({ error: requiredCode })
    .trim()
    .min(1, { error: requiredCode })
    .max(max, tooLong(field, max));

export const requiredEmail = (max: number, requiredCode: TPlainErrorCode) =>
  requiredText('email', max, requiredCode)
    .toLowerCase()
    .pipe(z.email({ error: issueMessage('validation.email_invalid') }));

/** Passwords are not trimmed: spaces are characters the person chose. */
export const requiredPassword = (requiredCode: TPlainErrorCode, field: TFieldKey = 'password') =>
  z
    .string({ error: requiredCode })
    .min(1, { error: requiredCode })
    .max(Limits.passwordMax, tooLong(field, Limits.passwordMax));

export const newPassword = (requiredCode: TPlainErrorCode) =>
  requiredPassword(requiredCode).refine((value) => value.length >= Limits.passwordMin, {
    error: issueMessage('validation.password_too_short'),
  });

/** Institution codes are typed in any case and stored upper-cased; empty means none. */
export const institutionCode = z
  .string()
  .trim()
  .max(Limits.institutionCodeMax, tooLong('institution_code', Limits.institutionCodeMax))
  .transform((value) => value.toUpperCase())
  .pipe(z.string().regex(/^[A-Z0-9]*$/, { error: issueMessage('code.invalid') }));

export const ZLanguage = z.enum(Languages);

/** Locale a signed-out caller sends so that mails reach them in the language they see. */
export const anonymousLocale = ZLanguage.optional();
