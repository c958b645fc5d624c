import { ZProfileForm, ZUserUpdate } from '@innerway/domain';

// Loaded once the form first checks its fields (lib/lazy-resolver.ts).

/** The profile form's own rules plus the consent box, checked the way the server checks it. */
export const ZProfileEdit = ZProfileForm.extend({ marketing_opt_in: ZUserUpdate.shape.marketing_opt_in.unwrap() });
