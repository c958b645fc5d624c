import { sql, type SQL } from 'drizzle-orm';
import type { TLanguage } from '@innerway/domain';
import { institutions } from '../db/schema.ts';

/**
 * An institution's name as a member reading `language` sees it: the name in that language, else
 * the English one (`name`), which every institution has. docs/decisions/029-institutions.md.
 */
export function institutionNameIn(language: TLanguage): SQL<string> {
  if (language === 'fr') return sql<string>`coalesce(${institutions.nameFr}, ${institutions.name})`;
  if (language === 'es') return sql<string>`coalesce(${institutions.nameEs}, ${institutions.name})`;
  return sql<string>`${institutions.name}`;
}
