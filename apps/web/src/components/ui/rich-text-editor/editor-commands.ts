import { baseKeymap, setBlockType, toggleMark } from 'prosemirror-commands';
import { closeHistory, history, redo, undo } from 'prosemirror-history';
import { keymap } from 'prosemirror-keymap';
import type { MarkType, NodeType } from 'prosemirror-model';
import { liftListItem, sinkListItem, splitListItem, wrapInList } from 'prosemirror-schema-list';
import { AllSelection, Selection, TextSelection, type Command, type EditorState, type Plugin } from 'prosemirror-state';
import { contentSchema } from './content-schema';

const { nodes, marks } = contentSchema;

/** Whether the selection (or, with none, the text typed next) has this mark. */
export function hasMark(state: EditorState, type: MarkType): boolean {
  const { empty, from, to, $from } = state.selection;
  if (empty) return !!type.isInSet(state.storedMarks ?? $from.marks());
  return state.doc.rangeHasMark(from, to, type);
}

/** Where the selection starts inside a text (selecting everything starts before the first block). */
const textStart = (state: EditorState) => (Selection.findFrom(state.selection.$from, 1, true) ?? state.selection).$from;

/** The list around the selection, if any (the innermost one). */
function listAround(state: EditorState): { type: NodeType; pos: number } | null {
  const $from = textStart(state);
  for (let depth = $from.depth; depth > 0; depth--) {
    const node = $from.node(depth);
    if (node.type === nodes.bullet_list || node.type === nodes.ordered_list) return { type: node.type, pos: $from.before(depth) };
  }
  return null;
}

/** Runs `command` on the texts a whole-document selection covers (some commands take only a text selection). */
function inText(command: Command): Command {
  return (state, dispatch) => {
    if (!(state.selection instanceof AllSelection)) return command(state, dispatch);
    const texts = TextSelection.between(Selection.atStart(state.doc).$from, Selection.atEnd(state.doc).$to);
    return command(state.apply(state.tr.setSelection(texts)), dispatch);
  };
}

export const isHeading = (state: EditorState) => textStart(state).parent.type === nodes.heading;

export const isInList = (state: EditorState, type: NodeType) => listAround(state)?.type === type;

/** A formatting command is its own step to undo, never merged with the typing just before it. */
function ownUndoStep(command: Command): Command {
  return (state, dispatch) => command(state, dispatch && ((transaction) => dispatch(closeHistory(transaction))));
}

export const toggleStrong = ownUndoStep(toggleMark(marks.strong));
export const toggleEm = ownUndoStep(toggleMark(marks.em));

export const toggleHeading = ownUndoStep((state, dispatch) =>
  isHeading(state) ? setBlockType(nodes.paragraph)(state, dispatch) : setBlockType(nodes.heading)(state, dispatch),
);

/** Into a list of this kind; out of it when already in one; from the other kind to this one. */
function toggleList(type: NodeType): Command {
  return ownUndoStep((state, dispatch) => {
    const around = listAround(state);
    if (!around) return wrapInList(type)(state, dispatch);
    if (around.type === type) return inText(liftListItem(nodes.list_item))(state, dispatch);
    dispatch?.(state.tr.setNodeMarkup(around.pos, type));
    return true;
  });
}

export const toggleBulletList = toggleList(nodes.bullet_list);
export const toggleOrderedList = toggleList(nodes.ordered_list);

/** Where a link command works: the selection, or with none the whole link the cursor touches. */
function linkRange(state: EditorState): { from: number; to: number } | null {
  const { empty, from, to, $from } = state.selection;
  if (!empty) return { from, to };
  const link = marks.link.isInSet($from.nodeAfter?.marks ?? []) ?? marks.link.isInSet($from.nodeBefore?.marks ?? []);
  if (!link) return null;
  // The runs of neighbouring texts that carry this very link (same address); the one the cursor touches.
  const start = $from.start();
  const runs: { from: number; to: number }[] = [];
  $from.parent.forEach((child, offset) => {
    if (!link.isInSet(child.marks)) return;
    const childFrom = start + offset;
    const last = runs.at(-1);
    if (last?.to === childFrom) last.to += child.nodeSize;
    else runs.push({ from: childFrom, to: childFrom + child.nodeSize });
  });
  return runs.find((run) => run.from <= from && from <= run.to) ?? null;
}

/** The address of the link at the selection, or null. */
export function linkAt(state: EditorState): string | null {
  const range = linkRange(state);
  if (!range) return null;
  let href: string | null = null;
  state.doc.nodesBetween(range.from, range.to, (node) => {
    href ??= (marks.link.isInSet(node.marks)?.attrs.href as string | undefined) ?? null;
  });
  return href;
}

/** Links the selection (or the link the cursor is in) to `href`; with nothing selected, inserts the address as its own words. */
export function setLink(href: string): Command {
  return ownUndoStep((state, dispatch) => {
    const range = linkRange(state);
    const mark = marks.link.create({ href });
    if (!range) {
      dispatch?.(state.tr.replaceSelectionWith(contentSchema.text(href, [...state.selection.$from.marks(), mark]), false).scrollIntoView());
      return true;
    }
    dispatch?.(state.tr.removeMark(range.from, range.to, marks.link).addMark(range.from, range.to, mark).scrollIntoView());
    return true;
  });
}

export const removeLink = ownUndoStep((state, dispatch) => {
  const range = linkRange(state);
  if (!range) return false;
  dispatch?.(state.tr.removeMark(range.from, range.to, marks.link));
  return true;
});

const insertBreak: Command = (state, dispatch) => {
  dispatch?.(state.tr.replaceSelectionWith(nodes.hard_break.create()).scrollIntoView());
  return true;
};

export { redo, undo };

/**
 * The keys, as the common editors have them: Mod is Cmd on Apple devices, Ctrl elsewhere. Tab is
 * left to move the focus out of the editor (a keyboard user must be able to leave it); lists go
 * in and out with Mod-] and Mod-[.
 */
export const shortcuts = {
  strong: 'Mod-b',
  em: 'Mod-i',
  heading: 'Mod-Alt-3',
  bulletList: 'Mod-Shift-8',
  orderedList: 'Mod-Shift-7',
  link: 'Mod-k',
  undo: 'Mod-z',
  redo: 'Mod-Shift-z',
} as const;

/** The editor's plugins: undo history and the keys; `openLink` opens the link dialog. */
export function editorPlugins(openLink: () => void): Plugin[] {
  return [
    history(),
    keymap({
      [shortcuts.strong]: toggleStrong,
      [shortcuts.em]: toggleEm,
      [shortcuts.heading]: toggleHeading,
      [shortcuts.bulletList]: toggleBulletList,
      [shortcuts.orderedList]: toggleOrderedList,
      [shortcuts.link]: () => {
        openLink();
        return true;
      },
      [shortcuts.undo]: undo,
      [shortcuts.redo]: redo,
      'Mod-y': redo,
      Enter: splitListItem(nodes.list_item),
      'Shift-Enter': insertBreak,
      'Mod-[': liftListItem(nodes.list_item),
      'Mod-]': sinkListItem(nodes.list_item),
    }),
    keymap(baseKeymap),
  ];
}
