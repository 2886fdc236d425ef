import { describe, expect, it } from 'vitest';
import { baseProps, contentPage } from './fixtures.ts';

describe('robots meta tag in the document head', () => {
  it('tells search engines what the head says (noindex for a protected page)', () => {
    const $ = contentPage({ head: { ...baseProps().head, robots: 'noindex' } });
    expect($('meta[name="robots"]').attr('content')).toBe('noindex');
  });

  it('writes none for a page to be indexed', () => {
    expect(contentPage({ ...baseProps() })('meta[name="robots"]').length).toBe(0);
  });
});
