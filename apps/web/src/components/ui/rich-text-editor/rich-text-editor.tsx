import { useEffect, useRef, useState } from 'react';
import { Bold, Heading3, Italic, Link, List, ListOrdered, Redo, Undo } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EditorState, type Command } from 'prosemirror-state';
import { EditorView } from 'prosemirror-view';
import type { TLanguage } from '@innerway/domain';
import { contentSchema, docToHtml, htmlToDoc } from './content-schema';
import {
  editorPlugins,
  hasMark,
  isHeading,
  isInList,
  linkAt,
  redo,
  removeLink,
  setLink,
  shortcuts,
  toggleBulletList,
  toggleEm,
  toggleHeading,
  toggleOrderedList,
  toggleStrong,
  undo,
} from './editor-commands';
import { LinkDialog } from './link-dialog';
import { Toolbar, type ToolbarItem } from './toolbar';
import fieldStyles from '../field.module.css';
import styles from './rich-text-editor.module.css';

/** How many sent values a late screen may still give back (a few keystrokes' worth, and then some). */
const maxUnanswered = 50;

export interface RichTextEditorProps {
  /** The editable's id (a screen's error summary can focus it by this id). */
  id: string;
  /** The field's visible name, which also names the editable and its toolbar for screen readers. */
  label: string;
  /** The body's HTML (the domain's `ContentHtml` subset); anything outside it is dropped on reading. */
  value: string;
  /** Called with the body's HTML after each change: only the allow-list, '' when there are no words. */
  onChange: (html: string) => void;
  /** The language the body is written in: spelling, hyphenation and screen readers' voice follow it. */
  lang: TLanguage;
  invalid?: boolean;
  /** Ids of the hint and message beside the field. */
  describedBy?: string;
  disabled?: boolean;
}

/**
 * A rich-text field limited to the content's HTML subset (ProseMirror over the domain's list):
 * paragraphs, a heading level, lists, bold, italic and http, https or mailto links. Typing,
 * pasting and the value it is given all go through the same schema, so nothing else can enter it.
 */
export function RichTextEditor({ id, label, value, onChange, lang, invalid = false, describedBy, disabled = false }: RichTextEditorProps) {
  const { t } = useTranslation('staffRichText');
  const place = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  // What the editor holds, as HTML: the value it was given or the last one it sent.
  const held = useRef(value);
  // The values it sent that the screen has not given back yet. A screen renders after a few
  // keystrokes at times: a value it gives back late is one of these, not a new value to show.
  const unanswered = useRef<string[]>([]);
  const latestOnChange = useRef(onChange);
  const [state, setState] = useState<EditorState | null>(null);
  const [linkHref, setLinkHref] = useState<string | null>(null);
  const labelId = `${id}-label`;

  useEffect(() => {
    latestOnChange.current = onChange;
  });

  const openLink = () => {
    if (view.current) setLinkHref(linkAt(view.current.state) ?? '');
  };

  useEffect(() => {
    const editor = new EditorView(place.current, {
      state: EditorState.create({ doc: htmlToDoc(held.current), plugins: editorPlugins(() => setLinkHref(linkAt(editor.state) ?? '')) }),
      dispatchTransaction(transaction) {
        const next = editor.state.apply(transaction);
        editor.updateState(next);
        setState(next);
        if (!transaction.docChanged) return;
        const html = docToHtml(next.doc);
        if (html === held.current) return;
        held.current = html;
        unanswered.current = [...unanswered.current.slice(-(maxUnanswered - 1)), html];
        latestOnChange.current(html);
      },
    });
    view.current = editor;
    setState(editor.state);
    return () => {
      view.current = null;
      editor.destroy();
    };
  }, []);

  // What screen readers and the browser are told about the editable (ProseMirror owns that element).
  useEffect(() => {
    const attributes: Record<string, string> = {
      id,
      role: 'textbox',
      'aria-multiline': 'true',
      'aria-labelledby': labelId,
      lang,
      class: styles.content!,
      ...(describedBy ? { 'aria-describedby': describedBy } : {}),
      ...(invalid ? { 'aria-invalid': 'true' } : {}),
      ...(disabled ? { 'aria-disabled': 'true' } : {}),
    };
    view.current?.setProps({ attributes, editable: () => !disabled });
  }, [id, labelId, lang, describedBy, invalid, disabled]);

  // A value from outside (a restored revision, the other editor's draft): the editor shows it.
  useEffect(() => {
    const editor = view.current;
    const answered = unanswered.current.indexOf(value);
    if (answered >= 0) unanswered.current = unanswered.current.slice(answered + 1);
    if (!editor || answered >= 0 || value === held.current) return;
    held.current = value;
    unanswered.current = [];
    editor.updateState(EditorState.create({ doc: htmlToDoc(value), plugins: editor.state.plugins }));
    setState(editor.state);
  }, [value]);

  const run = (command: Command) => {
    const editor = view.current;
    if (!editor) return;
    command(editor.state, editor.dispatch);
    editor.focus();
  };

  const can = (command: Command) => (state ? command(state) : false);
  const items: ToolbarItem[] = [
    { key: 'strong', label: t('strong'), icon: <Bold aria-hidden="true" />, shortcut: shortcuts.strong, pressed: !!state && hasMark(state, contentSchema.marks.strong), run: () => run(toggleStrong) },
    { key: 'em', label: t('em'), icon: <Italic aria-hidden="true" />, shortcut: shortcuts.em, pressed: !!state && hasMark(state, contentSchema.marks.em), run: () => run(toggleEm) },
    { key: 'heading', label: t('heading'), icon: <Heading3 aria-hidden="true" />, shortcut: shortcuts.heading, pressed: !!state && isHeading(state), run: () => run(toggleHeading) },
    {
      key: 'bulletList',
      label: t('bulletList'),
      icon: <List aria-hidden="true" />,
      shortcut: shortcuts.bulletList,
      pressed: !!state && isInList(state, contentSchema.nodes.bullet_list),
      run: () => run(toggleBulletList),
    },
    {
      key: 'orderedList',
      label: t('orderedList'),
      icon: <ListOrdered aria-hidden="true" />,
      shortcut: shortcuts.orderedList,
      pressed: !!state && isInList(state, contentSchema.nodes.ordered_list),
      run: () => run(toggleOrderedList),
    },
    { key: 'link', label: t('link'), icon: <Link aria-hidden="true" />, shortcut: shortcuts.link, pressed: !!state && linkAt(state) !== null, run: openLink },
    { key: 'undo', label: t('undo'), icon: <Undo aria-hidden="true" />, shortcut: shortcuts.undo, unavailable: !can(undo), run: () => run(undo) },
    { key: 'redo', label: t('redo'), icon: <Redo aria-hidden="true" />, shortcut: shortcuts.redo, unavailable: !can(redo), run: () => run(redo) },
  ];

  const closeLink = (command?: Command) => {
    setLinkHref(null);
    if (command) run(command);
  };

  return (
    <div className={fieldStyles.field}>
      <span id={labelId} className={fieldStyles.label}>
        {label}
      </span>
      <div className={styles.frame} data-invalid={invalid || undefined} data-disabled={disabled || undefined}>
        <Toolbar label={t('toolbar', { field: label })} controls={id} items={items} disabled={disabled} />
        <div ref={place} />
      </div>
      <LinkDialog href={linkHref} onApply={(href) => closeLink(setLink(href))} onRemove={() => closeLink(removeLink)} onClose={() => closeLink()} />
    </div>
  );
}
