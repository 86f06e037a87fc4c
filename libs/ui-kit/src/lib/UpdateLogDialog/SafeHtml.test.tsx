import fc from 'fast-check';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import { VERSIONS } from '../../testing/fixtures.js';
import { MAX_SAFE_HTML_DEPTH, parseSafeHtml, safeHref } from './safe-html.js';
import { SafeHtml } from './SafeHtml.js';

/** The rendered notes without the wrapper div. */
const html = (input: string) =>
  renderToStaticMarkup(<SafeHtml html={input} />).replace(/^<div[^>]*>|<\/div>$/g, '');

describe('SafeHtml keeps the allowed markup', () => {
  test.each([
    [
      '<p>Hello <strong>bold</strong> and <em>em</em></p>',
      '<p>Hello <strong>bold</strong> and <em>em</em></p>',
    ],
    ['<ul><li>one</li><li>two</li></ul>', '<ul><li>one</li><li>two</li></ul>'],
    ['<ol><li>a<ul><li>b</li></ul></li></ol>', '<ol><li>a<ul><li>b</li></ul></li></ol>'],
    ['<h3>Title</h3><h4>Sub</h4>', '<h3>Title</h3><h4>Sub</h4>'],
    ['line<br>break<br/>again', 'line<br/>break<br/>again'],
    ['<b>b</b><i>i</i><code>x &lt; y</code>', '<b>b</b><i>i</i><code>x &lt; y</code>'],
    ['<P CLASS="x">Upper</P>', '<p>Upper</p>'],
    [
      'caf&eacute; &amp; &#233;t&#xE9; &quot;q&quot; &nbsp;',
      'caf&amp;eacute; &amp; été &quot;q&quot; \u00a0',
    ],
    ['a < b and 3 > 2', 'a &lt; b and 3 &gt; 2'],
  ])('%s', (input, expected) => {
    expect(html(input)).toBe(expected);
  });

  test.each([
    ['https://example.com/a?b=1&amp;c=2', 'https://example.com/a?b=1&amp;c=2'],
    ['http://example.com', 'http://example.com/'],
    ['mailto:support@example.com', 'mailto:support@example.com'],
    ['  https://example.com/x  ', 'https://example.com/x'],
  ])('a link to %s opens in a new tab without opener', (href, expected) => {
    expect(html(`<a href="${href}" onclick="x()" class="c">go</a>`)).toBe(
      `<a href="${expected}" target="_blank" rel="noopener noreferrer">go</a>`,
    );
  });
});

describe('SafeHtml removes hostile input', () => {
  test.each([
    ['<script>alert(1)</script>ok', 'ok'],
    ['<SCRIPT type="module">fetch("/x")</SCRIPT >ok', 'ok'],
    ['<script>document.write("<p>x</p>")</script><p>ok</p>', '<p>ok</p>'],
    ['<style>p{color:red}</style><p>ok</p>', '<p>ok</p>'],
    ['<img src=x onerror=alert(1)>ok', 'ok'],
    ['<p onclick="alert(1)" style="x">ok</p>', '<p>ok</p>'],
    ['<iframe src="https://evil.example"></iframe>ok', 'ok'],
    ['<svg><script>alert(1)</script><a href="https://x.example">in svg</a></svg>ok', 'ok'],
    ['<math><mi>x</mi></math>ok', 'ok'],
    ['<object data="x"><p>fallback</p></object>ok', 'ok'],
    ['<div><span>kept text</span></div>', 'kept text'],
    ['<!-- <script>alert(1)</script> -->ok', 'ok'],
    ['<!DOCTYPE html><?xml x?>ok', 'ok'],
    ['<a href="javascript:alert(1)">click</a>', 'click'],
    ['<a href="JaVaScRiPt:alert(1)">click</a>', 'click'],
    ['<a href="java\tscript:alert(1)">click</a>', 'click'],
    ['<a href="&#106;avascript:alert(1)">click</a>', 'click'],
    ['<a href=" javascript:alert(1)">click</a>', 'click'],
    // A '<' ends a tag even inside quotes (linear time): the broken tag is shown as text.
    [
      '<a href="data:text/html,<script>alert(1)</script>">click</a>',
      '&lt;a href=&quot;data:text/html,&quot;&gt;click',
    ],
    ['<a href="vbscript:x">click</a>', 'click'],
    ['<a href="/relative">click</a>', 'click'],
    ['<a>no href</a>', 'no href'],
    ['<script>unclosed', ''],
    ['<style>unclosed', ''],
    ['<p>unclosed <strong>bold', '<p>unclosed <strong>bold</strong></p>'],
    ['<p>one<p>two', '<p>one</p><p>two</p>'],
    ['<strong><p>block in inline</p></strong>', '<strong></strong><p>block in inline</p>'],
    ['<li>orphan item</li>', '<ul><li>orphan item</li></ul>'],
    ['<ul>text<li>x</li></ul>', '<ul><li>text</li><li>x</li></ul>'],
    ['<ul><ul><li>x</li></ul></ul>', '<ul><li><ul><li>x</li></ul></li></ul>'],
    ['</p></ul>stray closers', 'stray closers'],
    ['<b onmouseover="x" <p>', '&lt;b onmouseover=&quot;x&quot; <p></p>'],
    [
      '<a href="https://a.example"><a href="https://b.example">b</a></a>',
      '<a href="https://a.example/" target="_blank" rel="noopener noreferrer"></a><a href="https://b.example/" target="_blank" rel="noopener noreferrer">b</a>',
    ],
  ])('%s', (input, expected) => {
    expect(html(input)).toBe(expected);
  });

  test('flattens nesting deeper than the limit, keeping the text', () => {
    const deep = '<b>'.repeat(10_000) + 'deep' + '</b>'.repeat(10_000);
    const markup = html(deep);
    expect(markup.match(/<b>/g)).toHaveLength(MAX_SAFE_HTML_DEPTH);
    expect(markup).toContain('deep');
  });

  test('reads a long hostile input in linear time', () => {
    const started = performance.now();
    parseSafeHtml('<a "'.repeat(50_000) + "<b x='" + '<'.repeat(50_000));
    expect(performance.now() - started).toBeLessThan(2000);
  });

  test('whatever the input, only allowlisted tags, attributes and addresses come out', () => {
    const fragments = fc.constantFrom(
      '<p>',
      '</p>',
      '<a href="javascript:x">',
      '<a href="https://ok.example">',
      '</a>',
      '<script>',
      '</script>',
      '<img src=x onerror=y>',
      '<li>',
      '<ul>',
      '</ul>',
      '<br/>',
      '<svg>',
      '</svg>',
      '<!--',
      '-->',
      '"',
      "'",
      '&lt;',
      '&#0;',
      '<b',
      '>',
      'text',
      ' on',
    );
    const input = fc.oneof(
      fc.string(),
      fc.array(fc.oneof(fragments, fc.string()), { maxLength: 30 }).map((p) => p.join('')),
    );
    fc.assert(
      fc.property(input, (source) => {
        const markup = html(source);
        for (const [, tag] of markup.matchAll(/<\/?([a-zA-Z0-9]+)/g)) {
          expect([
            'p',
            'br',
            'ul',
            'ol',
            'li',
            'strong',
            'b',
            'em',
            'i',
            'code',
            'h3',
            'h4',
            'a',
          ]).toContain(tag);
        }
        for (const [, name] of markup.matchAll(/\s([a-zA-Z-]+)="/g)) {
          expect(['href', 'target', 'rel']).toContain(name);
        }
        for (const [, href] of markup.matchAll(/href="([^"]*)"/g)) {
          expect(href).toMatch(/^(https?:|mailto:)/);
        }
      }),
      { numRuns: 500 },
    );
  });
});

describe('safeHref', () => {
  test.each([
    ['https://example.com/path', 'https://example.com/path'],
    ['HTTPS://EXAMPLE.COM', 'https://example.com/'],
    ['mailto:a@b.example', 'mailto:a@b.example'],
    ['javascript:alert(1)', undefined],
    ['ftp://example.com', undefined],
    ['//example.com', undefined],
    ['#anchor', undefined],
    ['', undefined],
  ])('%s -> %s', (href, expected) => {
    expect(safeHref(href)).toBe(expected);
  });
});

test('renders the fixture release notes as written', () => {
  const markup = html(VERSIONS[0]?.version_info ?? '');
  expect(markup).toContain('<strong>DOCX</strong>');
  expect(markup).toContain('<li>Subtitles keep their speaker labels</li>');
  expect(markup).toContain('href="https://example.com/blog/faster-exports" target="_blank"');
});
