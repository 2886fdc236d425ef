import { describe, expect, it } from 'vitest';
import { LOCALE_TOKEN, renderLocalizedBody } from '../../../core/rich-text/localized-body.ts';

const markdown = [
  '[Products](/products/alpha-550) and [history](/company/history?tab=1#hall).',
  '[Elsewhere](https://example.com/x), [mail](mailto:info@example.com), [top](#top), [cdn](//cdn.example.com/a).',
].join('\n\n');

describe('renderLocalizedBody (public-site §2 localized links in rich text)', () => {
  it('gives site-relative links each locale and the site slug, one rendering shared by the locales', () => {
    const body = { markdown, siteSlug: 'events' };
    const swiss = renderLocalizedBody({ body, localeUrlCode: 'de-ch' });
    const german = renderLocalizedBody({ body, localeUrlCode: 'de-de' });
    expect(swiss).toContain('href="/de-ch/events/products/alpha-550"');
    expect(swiss).toContain('href="/de-ch/events/company/history?tab=1#hall"');
    expect(german).toContain('href="/de-de/events/products/alpha-550"');
    expect(`${swiss}${german}`).not.toContain(LOCALE_TOKEN);
  });

  it('keeps absolute, mail, anchor and protocol-relative links as written', () => {
    const html = renderLocalizedBody({ body: { markdown, siteSlug: null }, localeUrlCode: 'en' });
    expect(html).toContain('href="/en/products/alpha-550"');
    expect(html).toContain('href="https://example.com/x"');
    expect(html).toContain('href="mailto:info@example.com"');
    expect(html).toContain('href="#top"');
    expect(html).toContain('href="//cdn.example.com/a"');
  });

  it('renders a body without Markdown as nothing', () => {
    expect(renderLocalizedBody({ body: { markdown: null, siteSlug: null }, localeUrlCode: 'en' })).toBe('');
  });
});
