import { isEmailChange, issueMessage, ZProfileForm, ZUserUpdate } from '@innerway/domain';

// Loaded once the form first checks its fields (lib/lazy-resolver.ts).

/**
 * The profile form's own rules plus the consent box, checked the way the server checks it, and
 * the current password, needed exactly when the address moves away from `savedEmail`.
 */
export function profileEditSchema(savedEmail: string) {
  return ZProfileForm.extend({
    marketing_opt_in: ZUserUpdate.shape.marketing_opt_in.unwrap(),
    current_password: ZUserUpdate.shape.current_password,
  }).refine((values) => !isEmailChange(savedEmail, values.email) || Boolean(values.current_password), {
    error: issueMessage('auth.current_password_required'),
    path: ['current_password'],
  });
}
