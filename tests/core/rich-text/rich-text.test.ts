import { load } from 'cheerio';
import { describe, expect, it } from 'vitest';
import { renderRichText } from '../../../core/rich-text/index.ts';

describe('renderRichText', () => {
  it('keeps headings, lists, links and emphasis', () => {
    const $ = load(
      renderRichText(
        '## Service\n\n- *fast* delivery\n- **spare** parts\n\n[Contact](https://example.com/contact)',
      ),
    );
    expect($('h2').text()).toBe('Service');
    expect($('ul > li')).toHaveLength(2);
    expect($('li em').text()).toBe('fast');
    expect($('li strong').text()).toBe('spare');
    expect($('a').attr('href')).toBe('https://example.com/contact');
  });

  it('drops raw HTML: script elements and event handlers never reach the output', () => {
    const html = renderRichText(
      'Hello <script>alert(1)</script>\n\n<script>\nalert(2)\n</script>\n\n<div onclick="alert(3)">x</div>\n\n<img src=x onerror="alert(4)">',
    );
    expect(html).not.toMatch(/<script|<div|<img|onclick|onerror|alert\(2\)/);
    expect(load(html)('p').first().text()).toContain('Hello');
  });

  it('removes javascript: link targets but keeps the text', () => {
    const $ = load(renderRichText('[click me](javascript:alert(1))'));
    expect($('a').attr('href')).toBeUndefined();
    expect($.text()).toContain('click me');
  });

  it('returns an empty string for empty input', () => {
    expect(renderRichText('')).toBe('');
  });
});
