import type { TStudioKind } from '@innerway/domain';

/** The editor of one item. */
export const itemEditorPath = (kind: TStudioKind, id: number) => `/studio/content/${kind}/${id}`;
