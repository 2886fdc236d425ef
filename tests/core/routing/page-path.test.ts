import { describe, expect, it } from 'vitest';
import type { PageRef } from '../../../core/model/content.ts';
import { pagePath } from '../../../core/routing/page-path.ts';

describe('pagePath (public-site §2 URL resolution)', () => {
  it.each<[string, PageRef['parent'], string]>([
    ['home', null, ''],
    ['company', null, 'company'],
    ['company', { slug: 'home', parent: null }, 'company'],
    ['history', { slug: 'company', parent: null }, 'company/history'],
    ['history', { slug: 'company', parent: { slug: 'home', parent: null } }, 'company/history'],
    [
      'team',
      { slug: 'history', parent: { slug: 'company', parent: { slug: 'about' } } },
      'about/company/history/team',
    ],
    [
      'internal-productronica',
      { slug: 'internal-2025', parent: null },
      'internal-2025/internal-productronica',
    ],
  ])('%s under %j → %j', (slug, parent, expected) => {
    expect(pagePath({ slug, parent })).toBe(expected);
  });
});
