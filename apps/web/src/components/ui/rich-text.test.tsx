import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { RichText, sanitizeRichText } from './rich-text';

describe('RichText', () => {
  it('keeps the content subset', () => {
    const html = '<p>One <strong>two</strong> <em>three</em></p><ul><li>a</li></ul><ol><li>b</li></ol><h3>Heading</h3>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('drops scripts, handlers, styles and classes', () => {
    const clean = sanitizeRichText(
      '<p style="color:red" class="x" onclick="alert(1)">Hi</p><script>alert(1)</script><img src=x onerror="alert(1)"><iframe src="https://evil"></iframe>',
    );
    expect(clean).toBe('<p>Hi</p>');
  });

  it('keeps the words of tags outside the subset', () => {
    expect(sanitizeRichText('<div><span>Kept</span> words</div>')).toBe('Kept words');
  });

  it('allows only web and mail links, and opens web links beside the app', () => {
    expect(sanitizeRichText('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeRichText('<a href="mailto:help@example.com">mail</a>')).toBe('<a href="mailto:help@example.com">mail</a>');
    const { container } = render(<RichText html={'<p><a href="https://example.com" target="_self">site</a></p>'} />);
    const link = container.querySelector('a');
    expect(link).toHaveAttribute('href', 'https://example.com');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('renders nothing for empty content', () => {
    const { container } = render(<RichText html="<script>x</script>" />);
    expect(container).toBeEmptyDOMElement();
  });
});
