import { z } from 'zod';
import { Languages } from '../enums/index.ts';
import { Limits } from '../limits.ts';
import { ValidationMessage } from '../messages.ts';

/**
 * Field builders shared by the request schemas. `required` fields report the form's own
 * 'Oops, ...' message when empty, so the screen and the server say the same thing.
 */
export const requiredText = (label: string, max: number, requiredMessage: string) =>
  z
    .string({ error: requiredMessage })
    .trim()
    .min(1, { error: requiredMessage })
    .max(max, { error: ValidationMessage.tooLong(label, max) });

export const requiredEmail = (max: number, requiredMessage: string) =>
  requiredText('Email', max, requiredMessage)
    .toLowerCase()
    .pipe(z.email({ error: ValidationMessage.emailInvalid }));

/** Passwords are not trimmed: spaces are characters the person chose. */
export const requiredPassword = (requiredMessage: string, label = 'Password') =>
  z
    .string({ error: requiredMessage })
    .min(1, { error: requiredMessage })
    .max(Limits.passwordMax, { error: ValidationMessage.tooLong(label, Limits.passwordMax) });

export const newPassword = (requiredMessage: string) =>
  requiredPassword(requiredMessage).refine((value) => value.length >= Limits.passwordMin, {
    error: ValidationMessage.passwordTooShort,
  });

/** Institution codes are typed in any case and stored upper-cased; empty means none. */
export const institutionCode = z
  .string()
  .trim()
  .max(Limits.institutionCodeMax, { error: ValidationMessage.tooLong('Institution code', Limits.institutionCodeMax) })
  .transform((value) => value.toUpperCase())
  .pipe(z.string().regex(/^[A-Z0-9]*$/, { error: ValidationMessage.institutionCodeInvalid }));

export const ZLanguage = z.enum(Languages);

/** Locale a signed-out caller sends so that mails reach them in the language they see. */
export const anonymousLocale = ZLanguage.optional();
