import { dictionary } from '@zxcvbn-ts/language-common';
import { badRequest } from '../http/app-error.ts';

// The list is lower-case; comparing lower-cased also refuses 'Password1'-style variants.
const commonPasswords = new Set(dictionary['passwords-common']);

/**
 * The server's own check on a new password, beyond the shared schema's length rules: refuse
 * the passwords that attackers try first.
 */
export function assertPasswordAllowed(plain: string): void {
  if (commonPasswords.has(plain.toLowerCase())) {
    throw badRequest('validation.password_too_common');
  }
}
