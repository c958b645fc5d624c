import { DefaultLanguage, Languages, type TLanguage } from '@innerway/domain';
import type { UserRow } from './user-row.ts';

/** The user's language, typed; the database's check constraint already holds it to the three. */
export function userLanguage(user: UserRow): TLanguage {
  return Languages.find((language) => language === user.preferredLanguage) ?? DefaultLanguage;
}
