import { describe, expect, it } from 'vitest';
import { baseProps, contentPage } from './fixtures.ts';

const meta = ($: ReturnType<typeof contentPage>, property: string) =>
  $(`meta[property="${property}"]`).attr('content');

describe('Open Graph tags in the document head', () => {
  it('describes the page with its title, description, canonical URL and locale', () => {
    const $ = contentPage({ ...baseProps('de-CH') });
    expect(meta($, 'og:type')).toBe('website');
    expect(meta($, 'og:title')).toBe($('head title').text());
    expect(meta($, 'og:description')).toBe($('meta[name="description"]').attr('content'));
    expect(meta($, 'og:url')).toBe($('link[rel="canonical"]').attr('href'));
    expect(meta($, 'og:locale')).toBe('de_CH');
    expect($('meta[property="og:image"]').length).toBe(0);
  });

  it('adds the image with its text alternative when the page has one', () => {
    const head = {
      ...baseProps().head,
      image: 'https://assets.example.test/stories/press.jpg?w=1200&fm=png',
      imageAlt: 'Crimping press',
      type: 'article' as const,
    };
    const $ = contentPage({ head });
    expect(meta($, 'og:image')).toBe('https://assets.example.test/stories/press.jpg?w=1200&fm=png');
    expect(meta($, 'og:image:alt')).toBe('Crimping press');
    expect(meta($, 'og:type')).toBe('article');
  });

  it('leaves out og:url and og:description on a page without canonical URL or description', () => {
    const $ = contentPage({ head: { title: 'Sign in | Aurum', canonical: null, alternates: [] } });
    expect($('meta[property="og:url"]').length).toBe(0);
    expect($('meta[property="og:description"]').length).toBe(0);
    expect(meta($, 'og:title')).toBe('Sign in | Aurum');
  });
});
