import { describe, expect, it } from 'vitest';
import { parseLocaleSegment } from '../../../core/routing/locale-segment.ts';

describe('parseLocaleSegment (public-site §2 URL resolution, step 1)', () => {
  it.each([
    ['en', { language: 'en', country: null }],
    ['fr', { language: 'fr', country: null }],
    ['es', { language: 'es', country: null }],
    ['de-ch', { language: 'de', country: 'CH' }],
    ['en-us', { language: 'en', country: 'US' }],
    ['zh-cn', { language: 'zh', country: 'CN' }],
    ['sk-sk', { language: 'sk', country: 'SK' }],
    ['pt-br', { language: 'pt', country: 'BR' }],
  ])('reads %s as a locale', (segment, expected) => {
    expect(parseLocaleSegment(segment)).toEqual(expected);
  });

  it.each([
    ['de', 'a UI language that has no international locale'],
    ['ja', 'a UI language that has no international locale'],
    ['de-CH', 'an upper-case country'],
    ['DE-ch', 'an upper-case language'],
    ['EN', 'upper case'],
    ['de-che', 'a three-letter country'],
    ['ru-ru', 'a language outside the eleven UI languages'],
    ['ru', 'a language outside the eleven UI languages'],
    ['events', 'a site slug'],
    ['', 'an empty segment'],
    ['en-', 'a dangling hyphen'],
    ['de_ch', 'an underscore'],
  ])('rejects %s (%s)', (segment) => {
    expect(parseLocaleSegment(segment)).toBeNull();
  });
});
