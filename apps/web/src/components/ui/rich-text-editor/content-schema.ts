import { DOMParser as DocParser, DOMSerializer, Schema, type Node as DocNode } from 'prosemirror-model';
import { isContentHref, type TContentHtmlTag } from '@innerway/domain';

/*
 * The editor's document can hold exactly the domain's allow-list (`ContentHtml`) and nothing
 * else: ProseMirror parses every value and every paste through this schema, so an element or an
 * attribute outside it never enters the document (its words do, as text of an allowed block).
 */

/** ProseMirror's name of each element of the list. */
const nodeOfTag = {
  p: 'paragraph',
  h3: 'heading',
  ul: 'bullet_list',
  ol: 'ordered_list',
  li: 'list_item',
  br: 'hard_break',
  strong: 'strong',
  em: 'em',
  a: 'link',
} as const satisfies Record<TContentHtmlTag, string>;

/** Google Docs wraps a whole paste in `<b style="font-weight:normal">`: that one is no emphasis. */
const notBold = (element: HTMLElement) => (element.style.fontWeight === 'normal' ? false : null);

export const contentSchema = new Schema({
  nodes: {
    doc: { content: 'block+' },
    [nodeOfTag.p]: { group: 'block', content: 'inline*', parseDOM: [{ tag: 'p' }], toDOM: () => ['p', 0] },
    // One heading level; a pasted heading of another level keeps its place as this one.
    [nodeOfTag.h3]: {
      group: 'block',
      content: 'inline*',
      defining: true,
      parseDOM: ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'].map((tag) => ({ tag })),
      toDOM: () => ['h3', 0],
    },
    [nodeOfTag.ul]: { group: 'block', content: 'list_item+', parseDOM: [{ tag: 'ul' }], toDOM: () => ['ul', 0] },
    // No `start`: the list has no attributes.
    [nodeOfTag.ol]: { group: 'block', content: 'list_item+', parseDOM: [{ tag: 'ol' }], toDOM: () => ['ol', 0] },
    [nodeOfTag.li]: { content: 'paragraph block*', defining: true, parseDOM: [{ tag: 'li' }], toDOM: () => ['li', 0] },
    text: { group: 'inline' },
    [nodeOfTag.br]: { inline: true, group: 'inline', selectable: false, parseDOM: [{ tag: 'br' }], toDOM: () => ['br'] },
  },
  marks: {
    [nodeOfTag.a]: {
      attrs: { href: { validate: 'string' } },
      inclusive: false,
      parseDOM: [
        {
          tag: 'a[href]',
          // An address outside the list makes no link: its words stay as text.
          getAttrs: (element: HTMLElement) => {
            const href = element.getAttribute('href')?.trim() ?? '';
            return isContentHref(href) ? { href } : false;
          },
        },
      ],
      toDOM: (mark) => ['a', { href: mark.attrs.href as string }, 0],
    },
    [nodeOfTag.strong]: {
      parseDOM: [
        { tag: 'strong' },
        { tag: 'b', getAttrs: notBold },
        { style: 'font-weight=400', clearMark: (mark) => mark.type.name === nodeOfTag.strong },
        { style: 'font-weight', getAttrs: (value: string) => /^(bold(er)?|[5-9]\d{2,})$/.test(value) && null },
      ],
      toDOM: () => ['strong', 0],
    },
    [nodeOfTag.em]: {
      parseDOM: [{ tag: 'em' }, { tag: 'i' }, { style: 'font-style=italic' }],
      toDOM: () => ['em', 0],
    },
  },
});

const parser = DocParser.fromSchema(contentSchema);
const serializer = DOMSerializer.fromSchema(contentSchema);

/** The document of a body's HTML: what the list allows of it (an empty body is one empty paragraph). */
export function htmlToDoc(html: string): DocNode {
  // An inert document: nothing in it runs or loads.
  const body = new window.DOMParser().parseFromString(html, 'text/html').body;
  return parser.parse(body);
}

/**
 * The body's HTML, as the server stores it and the member screens read it: a list item's first
 * paragraph is written as the item's own text (`<li>text</li>`, as the program's bodies are
 * written), and a document with no words at all is the empty string.
 */
export function docToHtml(doc: DocNode): string {
  if (doc.childCount === 1 && doc.firstChild!.type.name === nodeOfTag.p && doc.firstChild!.content.size === 0) return '';
  const box = document.implementation.createHTMLDocument('').body;
  box.append(serializer.serializeFragment(doc.content, { document: box.ownerDocument }));
  for (const item of box.querySelectorAll('li')) {
    const first = item.firstElementChild;
    if (first?.localName === 'p') first.replaceWith(...first.childNodes);
  }
  return box.innerHTML;
}
