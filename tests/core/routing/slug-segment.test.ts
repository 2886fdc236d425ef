import { describe, expect, it } from 'vitest';
import { isSlugSegment, isValidStorySlug } from '../../../core/routing/slug-segment.ts';

describe('slugs that can name a page (public-site §2 /stories/{slug}, /media-releases/{slug})', () => {
  it.each([
    ['nordkabel-crimping', true, true],
    ['příběh_2', true, true],
    ['media-release-1', true, true],
    ['contacts', true, false],
    ['a/b', false, false],
    ['../..', false, false],
    ['..', false, false],
    ['', false, false],
    ['x?y', false, false],
    ['x y', false, false],
  ])('%j: a page segment %s, a story page %s', (slug, segment, story) => {
    expect(isSlugSegment(slug)).toBe(segment);
    expect(isValidStorySlug(slug)).toBe(story);
  });
});
