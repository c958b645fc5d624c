import { createElement, useMemo, type ReactNode } from 'react';
import { isContentHref, isContentHtmlTag, isDroppedWithContent } from '@innerway/domain';
import styles from './rich-text.module.css';

/*
 * Server HTML is never injected into the page: the browser's inert DOMParser reads it (no script
 * runs, no image loads in a parsed document) and only an allow-list of its elements comes out, as
 * React elements, with every text as React text (escaped by React). No raw HTML, so no sanitiser
 * (12 KB gzip) has to load with the screens that show content on first paint.
 *
 * The allow-list is the domain's `ContentHtml`, the one the server's sanitiser and the studio's
 * editor read. Any other element is dropped but its words kept, so a stray tag never hides a
 * sentence, except those whose content is code or hidden text, dropped whole. No `style`, no
 * `class`, no handlers: the CSP forbids inline styles and the content has no business with scripts.
 */

function linkProps(link: Element) {
  const href = link.getAttribute('href')?.trim() ?? '';
  if (!isContentHref(href)) return {};
  // Links leave the app: open them beside it, and keep the opener out of the other site's reach.
  return /^mailto:/i.test(href) ? { href } : { href, target: '_blank', rel: 'noopener noreferrer' };
}

/** Appends the React form of `parent`'s children to `out`; neighbouring texts become one string. */
function appendChildren(parent: Node, out: ReactNode[]): ReactNode[] {
  for (const child of parent.childNodes) {
    if (child.nodeType === Node.TEXT_NODE) {
      const text = child.nodeValue ?? '';
      const last = out.length - 1;
      if (typeof out[last] === 'string') out[last] += text;
      else out.push(text);
    } else if (child.nodeType === Node.ELEMENT_NODE) {
      const element = child as Element;
      const tag = element.localName;
      if (isContentHtmlTag(tag)) {
        const children = appendChildren(element, []);
        // The key is the element's place among its parent's output: the same html gives the same keys.
        const props = { key: out.length, ...(tag === 'a' ? linkProps(element) : {}) };
        out.push(createElement(tag, props, children.length ? children : undefined));
      } else if (!isDroppedWithContent(tag)) {
        appendChildren(element, out);
      }
    }
    // Comments (and anything else the parser keeps) are dropped.
  }
  return out;
}

function richTextNodes(html: string): ReactNode[] {
  return appendChildren(new DOMParser().parseFromString(html, 'text/html').body, []);
}

export interface RichTextProps {
  /** HTML from the server (bodies of topics, activities, resources). */
  html: string;
  className?: string;
}

/** Server rich text, rebuilt from an allow-list as React elements. */
export function RichText({ html, className }: RichTextProps) {
  const nodes = useMemo(() => richTextNodes(html), [html]);
  if (nodes.every((node) => typeof node === 'string' && !node.trim())) return null;
  return <div className={[styles.richText, className].filter(Boolean).join(' ')}>{nodes}</div>;
}
