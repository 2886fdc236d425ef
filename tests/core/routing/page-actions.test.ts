import { describe, expect, it } from 'vitest';
import type { SiteAction } from '../../../core/pipeline/plugin.ts';
import { pageActions } from '../../../core/routing/page-actions.ts';

const NEWS: SiteAction = { name: 'news-feed', excludedSegments: ['mykomax', 'editor'] };

describe('pageActions (public-site §6, customer-area §1: the news feed runs on the public main site only)', () => {
  it.each([
    ['a site listing the news feed, anywhere', [NEWS], null, ['news-feed']],
    ['the editor area', [NEWS], 'editor', []],
    ['the customer area, in any case', [NEWS], 'MyKomax', []],
    ['another first segment', [NEWS], 'products', ['news-feed']],
    ['a site listing no plugin with actions', [], null, []],
    ['a site without actions data', undefined, null, []],
  ] as const)('%s', (_case, actions, segment, expected) => {
    expect([...pageActions({ actions, segment })]).toEqual(expected);
  });
});
