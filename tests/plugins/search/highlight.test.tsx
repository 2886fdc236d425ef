import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { decodeReferences, highlightParts } from '../../../plugins/search/highlight.ts';
import { Highlighted } from '../../../plugins/search/islands/Highlighted.tsx';

describe('highlighted titles', () => {
  it.each([
    ['Wire stripping', [{ text: 'Wire stripping', mark: false }]],
    [
      'Wire &amp; <mark>cable</mark> processing',
      [
        { text: 'Wire & ', mark: false },
        { text: 'cable', mark: true },
        { text: ' processing', mark: false },
      ],
    ],
    [
      '<mark>Kabel</mark>&lt;b&gt; <mark>Ä</mark>',
      [
        { text: 'Kabel', mark: true },
        { text: '<b> ', mark: false },
        { text: 'Ä', mark: true },
      ],
    ],
    [
      '<mark>線材</mark>加工',
      [
        { text: '線材', mark: true },
        { text: '加工', mark: false },
      ],
    ],
    ['&quot;O&#39;Neil&#x27;s&quot;', [{ text: '"O\'Neil\'s"', mark: false }]],
    ['', []],
  ])('%j', (highlighted, parts) => {
    expect(highlightParts(highlighted)).toEqual(parts);
  });

  it.each([
    '<b>bold</b>',
    '<script>alert(1)</script>',
    '<mark onclick="x">a</mark>',
    '<MARK>a</MARK>',
    '<mark><mark>a</mark></mark>',
    'a</mark>',
    '<mark>a',
    'a > b',
    '<img src=x onerror=alert(1)>',
  ])('rejects anything but <mark>: %j', (highlighted) => {
    expect(highlightParts(highlighted)).toBeNull();
  });

  it('decodes the references an HTML escaper writes, nothing else', () => {
    expect(decodeReferences('&amp;lt; &lt; &gt; &#60; &#x3C; &nbsp; &constructor; &#0; &#x110000;')).toBe(
      '&lt; < > < < &nbsp; &constructor; \uFFFD \uFFFD',
    );
  });

  it('renders marks as <mark> elements and the rest as text', () => {
    const html = renderToStaticMarkup(
      <Highlighted highlighted={'Wire &amp; <mark>cable</mark> &lt;i&gt;'} text="Wire & cable <i>" />,
    );
    expect(html).toBe('Wire &amp; <mark>cable</mark> &lt;i&gt;');
  });

  it('shows the plain title when the highlighted one carries other markup', () => {
    const html = renderToStaticMarkup(
      <Highlighted highlighted={'<img src=x onerror=alert(1)><mark>x</mark>'} text="Plain <title>" />,
    );
    expect(html).toBe('Plain &lt;title&gt;');
  });

  it('shows the plain title when there is no highlighted one', () => {
    expect(renderToStaticMarkup(<Highlighted highlighted={null} text="Plain" />)).toBe('Plain');
  });
});
