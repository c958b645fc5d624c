import { ContentStatus, type TStudioKind, type TStudioPart, type TStudioTree, type TStudioTreeLeaf } from '@innerway/domain';
import type { Db } from '../db/client.ts';
import { applyDrafts, readPendingDrafts } from '../content/drafted-rows.ts';
import { loadContentRows, type TContentRows } from '../content/load-content-rows.ts';
import { readLastPublished } from './draft-rows.ts';
import { itemKey, languageStates, publishedParts, rowOf, statusOf, type TLastPublished } from './studio-parts.ts';

type TOrdered = { id: number; sortOrder: number };
const inOrder = <T extends TOrdered>(items: T[]) => [...items].sort((a, b) => a.sortOrder - b.sortOrder || a.id - b.id);

/**
 * GET /staff/content/tree: the program as it will be once every pending draft is published (its
 * order, places, titles and archived flags), each item with what members have now (`status`),
 * its pending parts and its languages' states.
 */
export async function readStudioTree(db: Db): Promise<TStudioTree> {
  const [rows, pending, lastPublished] = await Promise.all([loadContentRows(db), readPendingDrafts(db), readLastPublished(db)]);
  const drafted = applyDrafts(rows, pending);
  const pendingParts = new Map<string, TStudioPart[]>();
  for (const draft of pending) {
    const key = itemKey(draft.kind, draft.contentId);
    pendingParts.set(key, [...(pendingParts.get(key) ?? []), draft.part]);
  }
  const node = (kind: TStudioKind, id: number) => nodeOf(rows, drafted, lastPublished, pendingParts, kind, id);

  const leaves = (segmentId: number): TStudioTreeLeaf[] =>
    [
      ...drafted.steps.filter((step) => step.lessonId === segmentId).map((step) => ({ ...node('step', step.id), kind: 'step' as const })),
      ...drafted.exercises
        .filter((exercise) => exercise.lessonId === segmentId)
        .map((exercise) => ({ ...node('activity', exercise.id), kind: 'activity' as const })),
    ].sort((a, b) => a.sort_order - b.sort_order || (a.kind === b.kind ? a.id - b.id : a.kind === 'step' ? -1 : 1));

  return {
    topics: inOrder(drafted.modules).map((topic) => ({
      ...node('topic', topic.id),
      kind: 'topic' as const,
      resource_ids: linked(drafted.moduleLinks.filter((link) => link.moduleId === topic.id)),
      segments: inOrder(drafted.lessons.filter((segment) => segment.moduleId === topic.id)).map((segment) => ({
        ...node('segment', segment.id),
        kind: 'segment' as const,
        resource_ids: linked(drafted.lessonLinks.filter((link) => link.lessonId === segment.id)),
        children: leaves(segment.id),
      })),
    })),
    resources: inOrder(drafted.extraContents).map((resource) => ({ ...node('resource', resource.id), kind: 'resource' as const, category: resource.category })),
  };
}

const linked = (links: { extraContentId: number; sortOrder: number }[]) =>
  [...links].sort((a, b) => a.sortOrder - b.sortOrder || a.extraContentId - b.extraContentId).map((link) => link.extraContentId);

function nodeOf(
  rows: TContentRows,
  drafted: TContentRows,
  lastPublished: TLastPublished,
  pendingParts: Map<string, TStudioPart[]>,
  kind: TStudioKind,
  id: number,
) {
  const row = rowOf(rows, kind, id)!;
  const next = rowOf(drafted, kind, id)!;
  const key = itemKey(kind, id);
  return {
    id,
    title: String(next.title),
    status: statusOf(row),
    archived: next.publishStatus === ContentStatus.Archived,
    is_trial_content: next.isTrialContent,
    sort_order: next.sortOrder,
    pending_parts: pendingParts.get(key) ?? [],
    languages: languageStates(publishedParts(rows, kind, row), lastPublished.get(key)).states,
  };
}
