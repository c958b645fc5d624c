import { z } from 'zod';
import { Limits } from '../limits.ts';
import { issueMessage } from '../error-codes.ts';
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
  email: requiredEmail(Limits.emailMax, 'validation.login_required'),
  password: requiredPassword('validation.login_required'),
  anonymous_locale: anonymousLocale,
});
export type TLogin = z.input<typeof ZLogin>;

export const ZRegister = z
  .object({
    name: requiredText('name', Limits.nameMax, 'validation.register_required'),
    email: requiredEmail(Limits.emailMax, 'validation.register_required'),
    password: newPassword('validation.register_required'),
    password_confirmation: requiredPassword('validation.register_required', 'password_confirmation'),
    institution_code: institutionCode.optional(),
    marketing_opt_in: z.boolean().default(false),
    agreed_to_conditions: z.literal(true, { error: issueMessage('validation.terms_required') }),
    preferred_language: ZLanguage.optional(),
  })
  .refine((value) => value.password === value.password_confirmation, {
    error: issueMessage('validation.password_mismatch'),
    path: ['password_confirmation'],
  });
export type TRegister = z.input<typeof ZRegister>;

export const ZForgotPassword = z.object({
  email: requiredEmail(Limits.emailMax, 'validation.forgot_required'),
  anonymous_locale: anonymousLocale,
});
export type TForgotPassword = z.input<typeof ZForgotPassword>;

export const ZResetPassword = z
  .object({
    email: requiredEmail(Limits.emailMax, 'validation.reset_required'),
    password: newPassword('validation.reset_required'),
    password_confirmation: requiredPassword('validation.reset_required', 'password_confirmation'),
    token: z.string({ error: issueMessage('validation.reset_required') }).min(1).max(200),
    anonymous_locale: anonymousLocale,
  })
  .refine((value) => value.password === value.password_confirmation, {
    error: issueMessage('validation.password_mismatch'),
    path: ['password_confirmation'],
  });
export type TResetPassword = z.input<typeof ZResetPassword>;
