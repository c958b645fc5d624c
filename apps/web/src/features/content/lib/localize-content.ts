import type { TTranslationContentType, TTranslationTable } from '@innerway/domain';

/**
 * Translation field names that differ from the reply's field names (spec section 3: translations
 * carry `male_audio_file` and `female_audio_file`; the reply names the media `..._id`).
 */
const FieldAlias: Record<string, string> = {
  male_audio_file: 'male_audio_id',
  female_audio_file: 'female_audio_id',
  file_key: 'file_id',
};

/**
 * Lays one language's translations over a content item: each translated field replaces the
 * English one; a field missing from the translations keeps its English value. Numbers stay
 * numbers (durations differ per language's audio). Returns a new object; nested lists are left
 * to the caller, which localises each item with its own content type.
 */
export function localizeContent<T extends { id: number }>(
  item: T,
  contentType: TTranslationContentType,
  table: TTranslationTable | undefined,
): T {
  const fields = table?.[contentType]?.[String(item.id)];
  if (!fields) return item;
  const result: Record<string, unknown> = { ...item };
  for (const [field, value] of Object.entries(fields)) {
    const name = FieldAlias[field] ?? field;
    if (!(name in item) || value === '') continue;
    const english = (item as Record<string, unknown>)[name];
    if (typeof english === 'number' || (english === null && /duration/.test(name))) {
      const number = Number(value);
      if (Number.isFinite(number)) result[name] = number;
    } else {
      result[name] = value;
    }
  }
  return result as T;
}
