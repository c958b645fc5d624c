/**
 * The HTML of the program's bodies (topics, activities, resources): ONE allow-list, read by the
 * member screens' renderer, the studio's editor, the server's sanitiser and the demo program's
 * check, so that what an editor can write, what the server stores and what a member sees agree.
 */

/** The elements a body may hold: paragraphs, one heading level, lists, emphasis, links, line breaks. */
const tags = ['p', 'h3', 'ul', 'ol', 'li', 'strong', 'em', 'a', 'br'] as const;

/** The schemes a link's address may have. */
const hrefSchemes = ['http', 'https', 'mailto'] as const;

/**
 * Elements outside the list are dropped but their words kept, so a stray tag never hides a
 * sentence; except these, whose content is code, hidden text or media fallback rather than words
 * of the page (DOMPurify's FORBID_CONTENTS that an HTML body can hold).
 */
const droppedWithContent = [
  'script',
  'style',
  'template',
  'noscript',
  'noembed',
  'noframes',
  'plaintext',
  'xmp',
  'iframe',
  'title',
  'svg',
  'math',
  'audio',
  'video',
  'colgroup',
  'thead',
  'selectedcontent',
] as const;

// The parts are constants of their own so that the member screens' bundle keeps only those its
// renderer reads (the checks below), not the whole object.
export const ContentHtml = {
  tags,
  /** The only attribute: a link's address (see `isContentHref`). No style, no class, no handler. */
  attributes: { a: ['href'] },
  hrefSchemes,
  droppedWithContent,
} as const;

export type TContentHtmlTag = (typeof tags)[number];

/** Whether an element (its lower-case name) may stay in a body. */
export function isContentHtmlTag(name: string): name is TContentHtmlTag {
  return (tags as readonly string[]).includes(name);
}

/** Whether an element outside the list goes with its content (else only the element goes). */
export function isDroppedWithContent(name: string): boolean {
  return (droppedWithContent as readonly string[]).includes(name);
}

/**
 * Whether a link may carry this address: an absolute http, https or mailto URL. It is read the way
 * a browser reads an href (the WHATWG URL parser: surrounding spaces and controls trimmed, tabs and
 * newlines inside removed, the scheme in any case), so `java\tscript:` or ` JAVASCRIPT:` is the
 * scheme a browser would follow, and refused; a relative address is refused too (a body is shown
 * in several apps, where it would lead somewhere different).
 */
export function isContentHref(href: string): boolean {
  try {
    return (hrefSchemes as readonly string[]).includes(new URL(href).protocol.slice(0, -1));
  } catch {
    return false; // not an absolute URL
  }
}
