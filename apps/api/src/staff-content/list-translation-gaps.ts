import type { TStudioKind, TStudioTranslationGaps } from '@innerway/domain';
import type { Db } from '../db/client.ts';
import { applyDrafts, readPendingDrafts } from '../content/drafted-rows.ts';
import { loadContentRows } from '../content/load-content-rows.ts';
import { readLastPublished } from './draft-rows.ts';
import { itemKey, languageStates, publishedParts, rowOf, statusOf } from './studio-parts.ts';

/**
 * GET /staff/content/translations: every item and language (French, Spanish) that members get
 * partly in English (a text missing) or that is older than its English (outdated), by what is
 * published; archived items are left out. By kind (topics, segments, steps, activities,
 * resources), then id.
 */
export async function listTranslationGaps(db: Db): Promise<TStudioTranslationGaps> {
  const [rows, pending, lastPublished] = await Promise.all([loadContentRows(db), readPendingDrafts(db), readLastPublished(db)]);
  const drafted = applyDrafts(rows, pending);
  const items: [TStudioKind, { id: number; publishStatus: number }[]][] = [
    ['topic', rows.modules],
    ['segment', rows.lessons],
    ['step', rows.steps],
    ['activity', rows.exercises],
    ['resource', rows.extraContents],
  ];
  const gaps: TStudioTranslationGaps['gaps'] = [];
  for (const [kind, list] of items) {
    for (const item of [...list].sort((a, b) => a.id - b.id)) {
      const row = rowOf(rows, kind, item.id)!;
      if (statusOf(row) === 'archived') continue;
      const { states, missing } = languageStates(publishedParts(rows, kind, row), lastPublished.get(itemKey(kind, item.id)));
      const title = String(rowOf(drafted, kind, item.id)!.title);
      for (const language of ['fr', 'es'] as const) {
        const state = states[language];
        if (state !== 'complete') gaps.push({ kind, id: item.id, title, language, state, fields: state === 'missing' ? missing[language] : [] });
      }
    }
  }
  return { gaps };
}
