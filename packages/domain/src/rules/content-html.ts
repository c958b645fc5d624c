/**
 * The HTML of the program's bodies (topics, activities, resources): ONE allow-list, read by the
 * member screens' renderer, the studio's editor, the server's sanitiser and the demo program's
 * check, so that what an editor can write, what the server stores and what a member sees agree.
 */
export const ContentHtml = {
  /** The elements a body may hold: paragraphs, one heading level, lists, emphasis, links, line breaks. */
  tags: ['p', 'h3', 'ul', 'ol', 'li', 'strong', 'em', 'a', 'br'],
  /** The only attribute: a link's address (see `isContentHref`). Nothing else, no style, no class, no handler. */
  attributes: { a: ['href'] },
  /** The schemes a link's address may have. */
  hrefSchemes: ['http', 'https', 'mailto'],
  /**
   * Elements outside the list are dropped but their words kept, so a stray tag never hides a
   * sentence; except these, whose content is code, hidden text, form values or media fallback rather
   * than words of the page (DOMPurify's FORBID_CONTENTS that an HTML body can hold, and
   * sanitize-html's nonTextTags).
   */
  droppedWithContent: [
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
    'textarea',
    'option',
    'svg',
    'math',
    'audio',
    'video',
    'colgroup',
    'thead',
    'selectedcontent',
  ],
} as const;

export type TContentHtmlTag = (typeof ContentHtml.tags)[number];

const tags: ReadonlySet<string> = new Set(ContentHtml.tags);
const droppedWithContent: ReadonlySet<string> = new Set(ContentHtml.droppedWithContent);
const hrefProtocols: ReadonlySet<string> = new Set(ContentHtml.hrefSchemes.map((scheme) => `${scheme}:`));

/** Whether an element (its lower-case name) may stay in a body. */
export function isContentHtmlTag(name: string): name is TContentHtmlTag {
  return tags.has(name);
}

/** Whether an element outside the list goes with its content (else only the element goes). */
export function isDroppedWithContent(name: string): boolean {
  return droppedWithContent.has(name);
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
    return hrefProtocols.has(new URL(href).protocol);
  } catch {
    return false; // not an absolute URL
  }
}
