import sanitizeHtml from 'sanitize-html';
import { ContentHtml, isContentHref } from '@innerway/domain';

/*
 * sanitize-html parses with htmlparser2 (no DOM on the server) and writes back only what the
 * options allow, escaping every text and attribute value. The options come from the domain's
 * allow-list, the same one the editor and the member screens read.
 */
const options: sanitizeHtml.IOptions = {
  allowedTags: [...ContentHtml.tags],
  allowedAttributes: Object.fromEntries(Object.entries(ContentHtml.attributes).map(([tag, names]) => [tag, [...names]])),
  allowedSchemes: [...ContentHtml.hrefSchemes],
  allowedSchemesByTag: {},
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: [...ContentHtml.droppedWithContent],
  // No style attribute is allowed, so it need never be parsed (that parser had its own advisory).
  parseStyleAttributes: false,
  selfClosing: ['br'],
  transformTags: {
    // The library checks the scheme; the domain's rule also refuses relative and scheme-less
    // addresses, so the href is judged once more exactly as every other reader judges it.
    a: (tagName, attribs): sanitizeHtml.Tag => {
      const href = attribs.href?.trim() ?? '';
      return { tagName, attribs: isContentHref(href) ? { href } : {} };
    },
  },
  // A link without an address is no link: keep its words only.
  exclusiveFilter: (frame) => (frame.tag === 'a' && !frame.attribs.href ? 'excludeTag' : false),
};

/**
 * The body HTML a member may be shown: only the domain's elements (`ContentHtml`), a link's http,
 * https or mailto `href` and nothing else; the words of any other element kept unless it holds
 * code or hidden text. Every body goes through it before it is stored, whatever the client sent.
 */
export function sanitizeContentHtml(html: string): string {
  // `<br>` as the editor and the browser write it (the library writes `<br />`), so that a body the
  // editor wrote reads back unchanged. Every `<` of a text or an attribute is escaped, so this
  // string can only be the element.
  return sanitizeHtml(html, options).replaceAll('<br />', '<br>').trim();
}
