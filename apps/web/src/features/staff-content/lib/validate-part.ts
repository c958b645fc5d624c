import type { TStudioKind, TStudioPart } from '@innerway/domain';

/**
 * Checks one part's values with the server's own schema before they are sent, so that each
 * problem is said beside its field. The schema (and zod) load on the first save, not with the
 * screen. Returns each field's message (a catalogue message, see useMessageText), or null.
 */
export async function validatePart(kind: TStudioKind, part: TStudioPart, values: Record<string, unknown>): Promise<Record<string, string> | null> {
  const { studioPartSchema } = await import('./part-schema');
  const result = studioPartSchema(kind, part).safeParse(values);
  if (result.success) return null;
  const problems: Record<string, string> = {};
  for (const issue of result.error.issues) {
    // A media field's problem is its own (`media.female_audio_key`), shown beside that field.
    const field = issue.path[0] === 'media' && issue.path.length > 1 ? `media.${String(issue.path[1])}` : String(issue.path[0] ?? 'body');
    problems[field] ??= issue.message;
  }
  return problems;
}
