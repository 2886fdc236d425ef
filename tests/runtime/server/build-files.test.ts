import { describe, expect, it } from 'vitest';
import { isServedBuildFile } from '../../../runtime/server/assets.ts';

describe('isServedBuildFile (public-site §7 build files)', () => {
  const locales = new Set(['en', 'de-ch']);
  it.each([
    { file: 'latest.json', served: true },
    { file: 'redirects.json', served: true },
    { file: '20260101T000000Z-abcdef.en.json', served: true },
    { file: '20260101T000000Z-abcdef.de-ch.json', served: true },
    // The build manifest names every page built, unlisted ones too.
    { file: '20260101T000000Z-abcdef.json', served: false },
    { file: '20260101T000000Z-abcdef.fr.json', served: false },
    { file: 'anything.en.json', served: false },
    { file: 'access.json', served: false },
    { file: '..%2Flatest.json', served: false },
  ])('$file → $served', ({ file, served }) => {
    expect(isServedBuildFile({ file, locales })).toBe(served);
  });
});
