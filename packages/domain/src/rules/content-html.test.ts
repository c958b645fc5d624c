import { describe, expect, it } from 'vitest';
import { ContentHtml, isContentHref, isContentHtmlTag, isDroppedWithContent } from './content-html.ts';

describe('ContentHtml', () => {
  it('allows exactly the body subset', () => {
    expect([...ContentHtml.tags].sort()).toEqual(['a', 'br', 'em', 'h3', 'li', 'ol', 'p', 'strong', 'ul']);
    expect(isContentHtmlTag('h3')).toBe(true);
    for (const name of ['b', 'i', 'h2', 'div', 'span', 'img', 'script', 'blockquote']) expect(isContentHtmlTag(name)).toBe(false);
  });

  it('drops the content of code and hidden text, never of an allowed element', () => {
    for (const name of ['script', 'style', 'svg', 'math', 'template', 'noscript', 'xmp']) expect(isDroppedWithContent(name)).toBe(true);
    expect(isDroppedWithContent('div')).toBe(false);
    for (const name of ContentHtml.tags) expect(isDroppedWithContent(name)).toBe(false);
  });

  it('allows absolute web and mail links', () => {
    for (const href of ['https://example.com/a?b=c#d', 'http://example.com', 'HTTPS://EXAMPLE.COM', ' https://example.com ', 'mailto:help@example.com']) {
      expect(isContentHref(href)).toBe(true);
    }
  });

  it('refuses every other address as a browser would read it', () => {
    for (const href of [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'java\tscript:alert(1)',
      'java\nscript:alert(1)',
      '\u0001javascript:alert(1)',
      'vbscript:msgbox(1)',
      'data:text/html,<script>alert(1)</script>',
      'blob:https://example.com/1',
      'file:///etc/passwd',
      'tel:123',
      '/relative',
      '//example.com',
      '#top',
      'https:',
      '',
    ]) {
      expect(isContentHref(href), href).toBe(false);
    }
  });
});
