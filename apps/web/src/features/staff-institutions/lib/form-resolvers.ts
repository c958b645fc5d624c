import { lazyZodResolver } from '../../../lib/lazy-resolver';

// The forms' resolvers: zod and the schemas load at a form's first check (or once the page is
// idle), not with the institutions screens.

/** The names form (creating and editing an institution). */
export const institutionResolver = lazyZodResolver(() => import('./form-schemas').then((schemas) => schemas.ZInstitutionForm));
export const codeResolver = lazyZodResolver(() => import('./form-schemas').then((schemas) => schemas.ZCodeForm));
export const inviteResolver = lazyZodResolver(() => import('./form-schemas').then((schemas) => schemas.ZInviteForm));
