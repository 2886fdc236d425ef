import { describe, expect, it } from 'vitest';
import { MEDIA_RELEASES_PATH, mediaReleasePath } from '../../../plugins/media-releases/rules.ts';

describe('media release paths (public-site §2 routes)', () => {
  it('puts the list and each release under /media-releases', () => {
    expect(MEDIA_RELEASES_PATH).toBe('media-releases');
    expect(mediaReleasePath('ad-hoc-announcement-4')).toBe('media-releases/ad-hoc-announcement-4');
  });
});
