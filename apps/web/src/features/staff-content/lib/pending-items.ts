import type { TStudioKind, TStudioPart, TStudioTree } from '@innerway/domain';

export interface TPendingItem {
  kind: TStudioKind;
  id: number;
  title: string;
  parts: readonly TStudioPart[];
}

/** Every item of the program with a draft waiting, in the program's order. */
export function pendingItemsOf(tree: TStudioTree): TPendingItem[] {
  const items: TPendingItem[] = [];
  const add = (node: { kind: TStudioKind; id: number; title: string; pending_parts: readonly TStudioPart[] }) => {
    if (node.pending_parts.length > 0) items.push({ kind: node.kind, id: node.id, title: node.title, parts: node.pending_parts });
  };
  for (const topic of tree.topics) {
    add(topic);
    for (const segment of topic.segments) {
      add(segment);
      segment.children.forEach(add);
    }
  }
  tree.resources.forEach(add);
  return items;
}
