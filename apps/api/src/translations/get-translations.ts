import type { TLanguage, TTranslations } from '@innerway/domain';
import type { UserRow } from '../user-record/user-row.ts';
import { accessOf, audienceOf } from '../content/visibility.ts';
import type { TContentContext } from '../content/read-content.ts';

/**
 * One language's content overrides, from memory: content type -> id -> field -> text. English
 * lives in the content replies themselves, so its table is empty. Drafts' texts go to admins only;
 * of an item locked for the user, only its title (and a topic card's subtitle).
 */
export async function getTranslations(ctx: Pick<TContentContext, 'content'>, user: UserRow, language: TLanguage): Promise<TTranslations> {
  const snapshot = await ctx.content.get();
  return { [language]: snapshot.translations[language][audienceOf(user)][accessOf(user)] };
}
