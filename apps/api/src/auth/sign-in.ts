import type { UserRow } from '../user-record/user-row.ts';
import type { Db } from '../db/client.ts';
import { AppError } from '../http/app-error.ts';
import { findUserByEmail } from '../user-record/find-user.ts';
import { hashPassword, verifyPassword } from './password-hash.ts';

// Checked against when the address is unknown, so that the reply takes as long as for a wrong
// password and timing does not tell which addresses are registered.
let dummyHash: Promise<string> | undefined;

/** The user whose e-mail and password these are; 401 otherwise, without saying which was wrong. */
export async function signIn(db: Db, email: string, password: string): Promise<UserRow> {
  const user = await findUserByEmail(db, email);
  if (!user) {
    dummyHash ??= hashPassword('not a password anyone has');
    await verifyPassword(await dummyHash, password);
    throw new AppError(401, 'auth.invalid_credentials');
  }
  if (!(await verifyPassword(user.passwordHash, password))) {
    throw new AppError(401, 'auth.invalid_credentials');
  }
  return user;
}
