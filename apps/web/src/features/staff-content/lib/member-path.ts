import type { TStudioKind, TStudioTree } from '@innerway/domain';

/** The member screen that shows an item: its topic's overview or detail, or the resource. */
export function memberPathOf(kind: TStudioKind, id: number, tree: TStudioTree | undefined): string {
  if (kind === 'topic') return `/topic_overview/${id}`;
  if (kind === 'resource') return `/resources/${id}`;
  const topic = tree?.topics.find((candidate) =>
    kind === 'segment' ? candidate.segments.some((segment) => segment.id === id) : candidate.segments.some((segment) => segment.children.some((leaf) => leaf.kind === kind && leaf.id === id)),
  );
  return topic ? `/topic_detail/${topic.id}` : '/dashboard';
}
