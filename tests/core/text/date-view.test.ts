import { describe, expect, it } from 'vitest';
import { dateView } from '../../../core/text/date-view.ts';

describe('dateView (public-site §9 number format follows locale, de is de-CH)', () => {
  it.each([
    [{ code: 'en-US', language: 'en' }, 'February 14, 2025'],
    [{ code: 'de-DE', language: 'de' }, '14. Februar 2025'],
    [{ code: 'ja-JP', language: 'ja' }, '2025年2月14日'],
  ])('writes the day out in %j', (locale, text) => {
    expect(dateView({ date: '2025-02-14', locale })).toEqual({ iso: '2025-02-14', text });
  });

  it('reads a timestamp as its UTC day', () => {
    expect(dateView({ date: '2025-02-14T23:30:00Z', locale: { code: 'en', language: 'en' } }).iso).toBe(
      '2025-02-14',
    );
  });
});
