import { useMemo } from 'react';
import DOMPurify from 'dompurify';
import styles from './rich-text.module.css';

/**
 * The content's small HTML subset (p, lists, emphasis, h3, links). Anything else is dropped with
 * its markup kept as text, so a stray tag never hides a sentence. No `style`, no `class`, no
 * handlers: the CSP forbids inline styles and the content has no business with scripts.
 */
const allowedTags = ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'ul', 'ol', 'li', 'a', 'h3', 'h4', 'blockquote'];
const allowedAttributes = ['href'];
const safeHref = /^(?:https?:|mailto:)/i;

// A private instance: the link hook below must not change how anyone else's DOMPurify behaves.
let purifier: ReturnType<typeof DOMPurify> | null = null;

function getPurifier() {
  if (purifier) return purifier;
  purifier = DOMPurify(window);
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName !== 'A') return;
    const href = node.getAttribute('href') ?? '';
    if (!safeHref.test(href)) {
      node.removeAttribute('href');
      return;
    }
    // Links leave the app: open them beside it, and keep the opener out of the other site's reach.
    if (!/^mailto:/i.test(href)) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
  return purifier;
}

export function sanitizeRichText(html: string): string {
  return getPurifier().sanitize(html, {
    ALLOWED_TAGS: allowedTags,
    ALLOWED_ATTR: allowedAttributes,
    ALLOW_DATA_ATTR: false,
    KEEP_CONTENT: true,
  });
}

export interface RichTextProps {
  /** HTML from the server (bodies of topics, activities, resources). */
  html: string;
  className?: string;
}

/** Server rich text, sanitised against an allow-list before it reaches the DOM. */
export function RichText({ html, className }: RichTextProps) {
  const clean = useMemo(() => sanitizeRichText(html), [html]);
  if (!clean.trim()) return null;
  return <div className={[styles.richText, className].filter(Boolean).join(' ')} dangerouslySetInnerHTML={{ __html: clean }} />;
}
