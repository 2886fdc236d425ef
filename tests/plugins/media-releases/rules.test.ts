import { describe, expect, it } from 'vitest';
import {
  isValidMediaReleaseSlug,
  MEDIA_RELEASES_PATH,
  mediaReleasePath,
  newestFirst,
} from '../../../plugins/media-releases/rules.ts';
import { dateView } from '../../../plugins/media-releases/views.ts';

describe('media release paths (public-site §2 routes)', () => {
  it('puts the list and each release under /media-releases', () => {
    expect(MEDIA_RELEASES_PATH).toBe('media-releases');
    expect(mediaReleasePath('ad-hoc-announcement-4')).toBe('media-releases/ad-hoc-announcement-4');
  });

  it.each([
    ['media-release-1', true],
    ['a/b', false],
    ['', false],
  ])('a release slugged %j can have a page: %s', (slug, valid) => {
    expect(isValidMediaReleaseSlug(slug)).toBe(valid);
  });
});

describe('newestFirst (list newest first)', () => {
  it('orders by publication date, newest first, same dates by id', () => {
    const releases = [
      { id: 'r2', publicationDate: '2024-03-01' },
      { id: 'r3', publicationDate: '2025-02-14' },
      { id: 'r1', publicationDate: '2024-03-01' },
    ];
    expect(newestFirst(releases).map((release) => release.id)).toEqual(['r3', 'r1', 'r2']);
  });
});

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
