import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from '@testing-library/react';
import { RichText } from './rich-text';

/** What the page shows for `html`: the markup inside RichText's box, or null when it renders nothing. */
function shown(html: string): string | null {
  const { container } = render(<RichText html={html} />);
  const box = container.firstElementChild;
  return box ? box.innerHTML : null;
}

describe('RichText', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('keeps the content subset', () => {
    const html = '<p>One <strong>two</strong> <em>three</em><br>four</p><ul><li>a</li></ul><ol><li>b</li></ol><h3>Heading</h3>';
    expect(shown(html)).toBe(html);
  });

  it('shows the words of elements outside the domain’s list, as the server keeps them', () => {
    expect(shown('<p><b>b</b> <i>i</i> <u>u</u></p><h4>Sub</h4><blockquote>Quote</blockquote>')).toBe('<p>b i u</p>SubQuote');
  });

  it('reads tags in any case', () => {
    expect(shown('<P>Upper <STRONG>case</STRONG><BR>line</P>')).toBe('<p>Upper <strong>case</strong><br>line</p>');
  });

  it('drops every attribute but a link’s href', () => {
    expect(shown('<p style="color:red" class="x" id="i" data-x="1" aria-label="l" href="https://example.com" onclick="alert(1)">Hi</p>')).toBe('<p>Hi</p>');
  });

  it('never runs or loads anything from the content', () => {
    const flag = window as Window & { hit?: boolean };
    const html = '<p>Hi</p><script>window.hit = true</script><img src=x onerror="window.hit = true"><iframe src="https://evil.example"></iframe>';
    expect(shown(html)).toBe('<p>Hi</p>');
    expect(flag.hit).toBeUndefined();
  });

  it('keeps the words of tags outside the subset, however deep', () => {
    expect(shown('<section><div><span><strong>Kept</strong></span> words</div></section>')).toBe('<strong>Kept</strong> words');
    expect(shown('<table><tbody><tr><td>cell</td></tr></tbody></table>')).toBe('cell');
  });

  it('drops the content of elements whose content is not words of the page', () => {
    const hidden = [
      '<script>code</script>',
      '<style>p{}</style>',
      '<template><p>t</p></template>',
      '<noscript><p>no script</p></noscript>',
      '<iframe>frame</iframe>',
      '<svg><text>drawn</text></svg>',
      '<math><mi>x</mi></math>',
      '<title>title</title>',
      '<xmp>xmp</xmp>',
      '<video>video</video>',
      '<audio>audio</audio>',
      '<table><thead><tr><th>head</th></tr></thead></table>',
    ];
    // After a paragraph, so that every element lands in the body, not in the head.
    expect(shown(`<p>Shown</p>${hidden.join('')}`)).toBe('<p>Shown</p>');
  });

  it('drops comments and shows entity-encoded markup as text', () => {
    expect(shown('<p>a<!-- note -->b</p>')).toBe('<p>ab</p>');
    const { container } = render(<RichText html={'<p>&lt;script&gt;alert(1)&lt;/script&gt; &amp; &lt;img src=x onerror=alert(1)&gt;</p>'} />);
    expect(container.querySelector('script, img')).toBeNull();
    expect(container).toHaveTextContent('<script>alert(1)</script> & <img src=x onerror=alert(1)>');
  });

  it('allows only web and mail links, and opens web links beside the app', () => {
    for (const href of ['javascript:alert(1)', ' JAVASCRIPT:alert(1)', 'java&#9;script:alert(1)', 'data:text/html,<script>alert(1)</script>', '/relative', 'tel:123']) {
      expect(shown(`<a href="${href}">x</a>`)).toBe('<a>x</a>');
    }
    expect(shown('<a href="mailto:help@example.com" target="_blank">mail</a>')).toBe('<a href="mailto:help@example.com">mail</a>');
    const { container } = render(<RichText html={'<p><A HREF=" https://example.com" target="_self" onclick="alert(1)">site</A></p>'} />);
    const link = container.querySelector('a');
    expect(link).toHaveAttribute('href', 'https://example.com');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).not.toHaveAttribute('onclick');
  });

  it('gives the elements keys', () => {
    const error = vi.spyOn(console, 'error');
    render(<RichText html="<ul><li>a</li><li>b <em>c</em> <strong>d</strong></li></ul><p>e</p>" />);
    expect(error).not.toHaveBeenCalled();
  });

  it('renders nothing for empty content', () => {
    for (const html of ['', '  \n ', '<script>x</script>', '<!-- only a note -->', '<span> </span>']) {
      expect(shown(html)).toBeNull();
    }
    expect(shown('<br>')).toBe('<br>');
  });
});
