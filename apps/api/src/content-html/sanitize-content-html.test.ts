import fc from 'fast-check';
import { parseFragment, type DefaultTreeAdapterMap } from 'parse5';
import { describe, expect, it } from 'vitest';
import { isContentHref, isContentHtmlTag } from '@innerway/domain';
import { sanitizeContentHtml } from './sanitize-content-html.ts';

type Node = DefaultTreeAdapterMap['node'];

/**
 * What a browser would build from `html` (parse5 is the HTML standard's parser, as browsers run it)
 * breaks the allow-list: an element outside it, an attribute other than a link's allowed href, a
 * comment, or an element of another namespace. Returns the problems; none means safe to show.
 */
function unsafeParts(html: string): string[] {
  const problems: string[] = [];
  const visit = (node: Node) => {
    if (node.nodeName === '#comment') problems.push('comment');
    if ('tagName' in node) {
      if (!node.namespaceURI.endsWith('/xhtml') || !isContentHtmlTag(node.tagName)) problems.push(`<${node.tagName}>`);
      for (const { name, value } of node.attrs) {
        if (!(node.tagName === 'a' && name === 'href' && isContentHref(value))) problems.push(`${node.tagName}[${name}=${value}]`);
      }
    }
    if ('childNodes' in node) node.childNodes.forEach(visit);
  };
  visit(parseFragment(html));
  return problems;
}

/** The sanitised HTML, after proving that a browser would find nothing outside the allow-list in it. */
function clean(html: string): string {
  const out = sanitizeContentHtml(html);
  expect(unsafeParts(out), `${html} -> ${out}`).toEqual([]);
  return out;
}

describe('sanitizeContentHtml', () => {
  it('keeps the allowed markup as it is', () => {
    const body =
      '<h3>Breathing</h3><p>One <strong>two</strong> <em>three</em><br>four <a href="https://example.com/a?b=1&amp;c=2">site</a> <a href="mailto:help@example.com">mail</a></p>' +
      '<ul><li>a</li><li><strong>b</strong></li></ul><ol><li>c</li></ol>';
    expect(clean(body)).toBe(body);
    expect(clean('<p>Less &lt; more &gt; and &amp; “quotes” é</p>')).toBe('<p>Less &lt; more &gt; and &amp; “quotes” é</p>');
  });

  it('is a fixed point: what it returns comes back unchanged', () => {
    for (const html of ['<p>a<br>b<br/>c<br />d</p>', '<P>Upper <STRONG>case</STRONG></P>', '<a href=" https://example.com ">x</a>']) {
      const once = clean(html);
      expect(sanitizeContentHtml(once)).toBe(once);
    }
    expect(clean('<P>Upper <STRONG>case</STRONG><BR></P>')).toBe('<p>Upper <strong>case</strong><br></p>');
  });

  it('drops scripts with their code', () => {
    expect(clean('<p>Hi</p><script>alert(1)</script>')).toBe('<p>Hi</p>');
    expect(clean('<p>Hi<script src="https://evil.example/x.js"></script></p>')).toBe('<p>Hi</p>');
    expect(clean('<SCRIPT>alert(1)</SCRIPT><p>ok</p>')).toBe('<p>ok</p>');
    expect(clean('<scr<script>ipt>alert(1)</script>')).not.toMatch(/<script/i);
    expect(clean('<p>a</p><script>document.write("<p>")</script>b')).toBe('<p>a</p>b');
  });

  it('drops every event handler and every attribute but a link’s href', () => {
    expect(clean('<p onclick="alert(1)" onmouseover=alert(1) style="color:red" class="x" id="i" data-x="1" title="t">Hi</p>')).toBe('<p>Hi</p>');
    expect(clean('<img src=x onerror=alert(1)>')).toBe('');
    expect(clean('<body onload=alert(1)><p>x</p></body>')).toBe('<p>x</p>');
    expect(clean('<a href="https://example.com" onclick="alert(1)" target="_self" rel="opener" style="x">x</a>')).toBe('<a href="https://example.com">x</a>');
    expect(clean('<p/onmouseover=alert(1)>x</p>')).toBe('<p>x</p>');
    expect(clean('<details open ontoggle=alert(1)>x</details>')).toBe('x');
  });

  it('keeps only http, https and mailto links, however the scheme is written', () => {
    const refused = [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      ' javascript:alert(1)',
      'java&#x09;script:alert(1)',
      'java&#x0A;script:alert(1)',
      '&#106;avascript:alert(1)',
      '&#x6A;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;&#x3A;alert(1)',
      '&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058alert(1)',
      'javascript&colon;alert(1)',
      '&#1;javascript:alert(1)',
      'vbscript:msgbox(1)',
      'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
      'data:text/html,<script>alert(1)</script>',
      'file:///etc/passwd',
      'tel:123',
      '//evil.example',
      '/relative',
      '#top',
      '',
    ];
    for (const href of refused) expect(clean(`<a href="${href}">x</a>`), href).toBe('x');
    expect(clean("<a href='javascript:alert(1)'>x</a>")).toBe('x');
    expect(clean('<a href=javascript:alert(1)>x</a>')).toBe('x');
    expect(clean('<a href="https://example.com/&quot;onmouseover=&quot;alert(1)">x</a>')).toBe('<a href="https://example.com/&quot;onmouseover=&quot;alert(1)">x</a>');
    expect(clean('<a href="HTTPS://EXAMPLE.COM">x</a><a href=" mailto:a@example.com ">y</a>')).toBe('<a href="HTTPS://EXAMPLE.COM">x</a><a href="mailto:a@example.com">y</a>');
  });

  it('drops what only looks like markup after decoding, keeping it as text', () => {
    expect(clean('<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>')).toBe('<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>');
    expect(clean('<p>&#60;img src=x onerror=alert(1)&#62;</p>')).toBe('<p>&lt;img src=x onerror=alert(1)&gt;</p>');
    expect(clean('<textarea>&lt;/textarea&gt;&lt;img src=x onerror=alert(1)&gt;</textarea>')).toBe('&lt;/textarea&gt;&lt;img src=x onerror=alert(1)&gt;');
    expect(clean('<select><option>&lt;script&gt;alert(1)&lt;/script&gt;</option></select>')).toBe('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('closes what is left open and drops what is closed without being opened', () => {
    expect(clean('<p>open <strong>bold <em>both')).toBe('<p>open <strong>bold <em>both</em></strong></p>');
    // A `</p>` with no open paragraph makes an empty one, as the HTML standard (and a browser) does.
    expect(clean('</p>stray</strong> close</a>')).toBe('<p></p>stray close');
    expect(clean('<ul><li>one<li>two</ul>')).toBe('<ul><li>one</li><li>two</li></ul>');
    expect(clean('<p>a <a href="https://example.com">link')).toBe('<p>a <a href="https://example.com">link</a></p>');
    expect(clean('<p>x</p><img src=x onerror=alert(1)')).toBe('<p>x</p>');
    expect(clean('<<script>alert(1)//<</script>')).not.toMatch(/<script/i);
    expect(clean('<div><div><div><span><b>deep</b></span></div></div></div>')).toBe('deep');
  });

  it('drops styles, stylesheets and embedded documents with their content', () => {
    expect(clean('<style>body{background:url(javascript:alert(1))}</style><p>x</p>')).toBe('<p>x</p>');
    expect(clean('<link rel="stylesheet" href="https://evil.example/x.css"><p>x</p>')).toBe('<p>x</p>');
    expect(clean('<p style="background-image:url(javascript:alert(1))">x</p>')).toBe('<p>x</p>');
    expect(clean('<iframe src="javascript:alert(1)"><p>fallback</p></iframe><p>x</p>')).toBe('<p>x</p>');
    expect(clean('<iframe srcdoc="&lt;script&gt;alert(1)&lt;/script&gt;"></iframe>')).toBe('');
    expect(clean('<object data="javascript:alert(1)"></object><embed src="javascript:alert(1)">')).toBe('');
    expect(clean('<form action="javascript:alert(1)"><button formaction="javascript:alert(1)">go</button></form>')).toBe('go');
    expect(clean('<meta http-equiv="refresh" content="0;url=javascript:alert(1)"><base href="https://evil.example/">')).toBe('');
    expect(clean('<template><script>alert(1)</script></template><noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>')).toBe('');
  });

  it('drops svg and math with everything in them', () => {
    expect(clean('<svg onload=alert(1)><p>x</p></svg>')).toBe('');
    expect(clean('<svg><a xlink:href="javascript:alert(1)"><text>t</text></a><animate attributeName="href" values="javascript:alert(1)"/></svg>ok')).toBe('ok');
    expect(clean('<svg><style><img src=x onerror=alert(1)></style></svg>')).toBe('');
    expect(clean('<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>')).toBe('');
    expect(clean('<math href="javascript:alert(1)">x</math>')).toBe('');
    expect(clean('<svg><textarea><img src=x onerror=alert(1)></textarea></svg>')).toBe('');
  });

  it('drops comments and the tricks hidden in them', () => {
    expect(clean('<p>a<!-- note -->b</p>')).toBe('<p>ab</p>');
    expect(clean('<!--<img src=x onerror=alert(1)>-->')).toBe('');
    expect(clean('<!--[if IE]><script>alert(1)</script><![endif]-->x')).toBe('x');
    expect(clean('<![CDATA[<img src=x onerror=alert(1)>]]>')).not.toMatch(/<img/i);
    expect(clean('<p>a<!--></p><img src=x onerror=alert(1)>--></p>')).not.toMatch(/<img/i);
  });

  it('keeps the words of other elements, and drops headings of other levels to their words', () => {
    expect(clean('<h1>Title</h1><h2>Sub</h2><div><span>words</span></div><b>bold</b> <i>it</i>')).toBe('TitleSubwordsbold it');
    expect(clean('<table><tr><td>cell</td></tr></table>')).toBe('cell');
    expect(clean('<blockquote>quote</blockquote>')).toBe('quote');
  });

  it('never lets any mix of fragments through the allow-list, and is idempotent', () => {
    const fragments = [
      '<p>', '</p>', '<a href="', '">', '</a>', 'javascript:', 'https://example.com', '<script>', '</script>', '<svg>', '</svg>', '<math>',
      '<style>', '</style>', '<img src=x onerror=alert(1)>', '<!--', '-->', '<', '>', '"', "'", '&lt;', '&#106;', '<br>', '<strong>', '</strong>',
      '<textarea>', '</textarea>', '<noscript>', '</noscript>', '<iframe>', '</iframe>', '<xmp>', '</xmp>', ' onerror=alert(1) ', 'text', '<h3>', '/',
      '<![CDATA[', ']]>', '<template>', '</template>', '<li>', '<ul>', '\u0000', '=',
    ];
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...fragments), { maxLength: 24 }), (parts) => {
        const out = clean(parts.join(''));
        expect(sanitizeContentHtml(out)).toBe(out);
      }),
      { numRuns: 400 },
    );
  });
});
