import { z } from 'zod';
import { Limits } from '../limits.ts';
import { ValidationMessage } from '../messages.ts';
import {
  anonymousLocale,
  institutionCode,
  newPassword,
  requiredEmail,
  requiredPassword,
  requiredText,
  ZLanguage,
} from './fields.ts';

export const ZLogin = z.object({
  email: requiredEmail(Limits.emailMax, ValidationMessage.loginRequired),
  password: requiredPassword(ValidationMessage.loginRequired),
  anonymous_locale: anonymousLocale,
});
export type TLogin = z.input<typeof ZLogin>;

export const ZRegister = z
  .object({
    name: requiredText('Name', Limits.nameMax, ValidationMessage.registerRequired),
    email: requiredEmail(Limits.emailMax, ValidationMessage.registerRequired),
    password: newPassword(ValidationMessage.registerRequired),
    password_confirmation: requiredPassword(ValidationMessage.registerRequired, 'Password confirmation'),
    institution_code: institutionCode.optional(),
    marketing_opt_in: z.boolean().default(false),
    agreed_to_conditions: z.literal(true, { error: ValidationMessage.termsRequired }),
    preferred_language: ZLanguage.optional(),
  })
  .refine((value) => value.password === value.password_confirmation, {
    error: ValidationMessage.passwordMismatch,
    path: ['password_confirmation'],
  });
export type TRegister = z.input<typeof ZRegister>;

export const ZForgotPassword = z.object({
  email: requiredEmail(Limits.emailMax, ValidationMessage.forgotRequired),
  anonymous_locale: anonymousLocale,
});
export type TForgotPassword = z.input<typeof ZForgotPassword>;

export const ZResetPassword = z
  .object({
    email: requiredEmail(Limits.emailMax, ValidationMessage.resetRequired),
    password: newPassword(ValidationMessage.resetRequired),
    password_confirmation: requiredPassword(ValidationMessage.resetRequired, 'Password confirmation'),
    token: z.string({ error: ValidationMessage.resetRequired }).min(1).max(200),
    anonymous_locale: anonymousLocale,
  })
  .refine((value) => value.password === value.password_confirmation, {
    error: ValidationMessage.passwordMismatch,
    path: ['password_confirmation'],
  });
export type TResetPassword = z.input<typeof ZResetPassword>;
