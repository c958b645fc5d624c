import { describe, expect, it } from 'vitest';
import { linkHref } from './link-href';

describe('linkHref', () => {
  it('keeps web and mail addresses as typed, trimmed', () => {
    expect(linkHref(' https://example.com/a?b=1#c ')).toBe('https://example.com/a?b=1#c');
    expect(linkHref('http://example.com')).toBe('http://example.com');
    expect(linkHref('mailto:help@example.com')).toBe('mailto:help@example.com');
  });

  it('completes a bare site name or mail address', () => {
    expect(linkHref('example.com')).toBe('https://example.com');
    expect(linkHref('www.example.org/page?x=1')).toBe('https://www.example.org/page?x=1');
    expect(linkHref('help@example.com')).toBe('mailto:help@example.com');
  });

  it('refuses every other address', () => {
    for (const typed of ['', '   ', 'javascript:alert(1)', 'JAVASCRIPT:alert(1)', 'java\tscript:alert(1)', 'data:text/html,x', 'ftp://example.com', 'tel:123', '/relative', '#top', 'words with spaces', 'example', 'user@example.com@evil.example']) {
      expect(linkHref(typed), typed).toBeNull();
    }
  });
});
