import type { TUser } from '@innerway/domain';
import { testUser as appTestUser } from '../../../test/users';

/** The person the sign-in and account tests type in and read back: a trial user with a full name. */
export const testUser: TUser = { ...appTestUser, email: 'sam@example.com', name: 'Sam Rivera' };
