import { isContentHref } from '@innerway/domain';

const siteName = /^[^\s:/?#@]+\.[^\s:/?#@]+([/?#]\S*)?$/;
const mailAddress = /^[^\s@:/]+@[^\s@:/]+\.[^\s@:/]+$/;

/**
 * The address a link gets from what an editor typed: an http, https or mailto URL as typed, a
 * bare site name (`example.com/page`) as its https address, a bare mail address as its mailto;
 * null for anything else, which the link dialog refuses beside the field.
 */
export function linkHref(typed: string): string | null {
  const text = typed.trim();
  const href = isContentHref(text) ? text : siteName.test(text) ? `https://${text}` : mailAddress.test(text) ? `mailto:${text}` : null;
  return href && isContentHref(href) ? href : null;
}
