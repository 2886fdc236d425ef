import { describe, expect, it } from 'vitest';
import {
  type ClickInfo,
  clickNavigationTarget,
  hashTargetId,
  type LinkInfo,
  pageKey,
  routeLinkTarget,
} from '../../../runtime/client/link-decision.ts';

const CURRENT = 'https://www.machinery-group.test/en/company?tab=1';
const plainClick: ClickInfo = {
  button: 0,
  metaKey: false,
  ctrlKey: false,
  shiftKey: false,
  altKey: false,
  defaultPrevented: false,
};
const routeLink = (href: string | null, extra: Partial<LinkInfo> = {}): LinkInfo => ({
  href,
  kind: 'route',
  target: null,
  download: false,
  ...extra,
});

describe('routeLinkTarget: which links the client navigator takes over (public-site §2 link targets)', () => {
  it.each([
    ['a route link', routeLink('/en/products'), 'https://www.machinery-group.test/en/products'],
    [
      'a route link with query',
      routeLink('/en/products?page=2'),
      'https://www.machinery-group.test/en/products?page=2',
    ],
    [
      'a route link to a place on another page',
      routeLink('/en/products#specs'),
      'https://www.machinery-group.test/en/products#specs',
    ],
    ['a relative route link', routeLink('history'), 'https://www.machinery-group.test/en/history'],
    [
      'a route link with target _self',
      routeLink('/en/products', { target: '_self' }),
      'https://www.machinery-group.test/en/products',
    ],
    ['the same page without hash (reload it client-side)', routeLink('/en/company?tab=1'), CURRENT],
  ])('takes %s', (_name, link, expected) => {
    expect(routeLinkTarget({ link, current: CURRENT })?.href).toBe(expected);
  });

  it.each([
    ['a plain anchor (http or hard: targets)', routeLink('/en/products', { kind: null })],
    ['a link opening a new tab', routeLink('/en/products', { target: '_blank' })],
    ['a download', routeLink('/en/file.pdf', { download: true })],
    ['a link without href', routeLink(null)],
    ['an external URL', routeLink('https://shop.partner-machinery.test/en')],
    ['an absolute URL, even to this origin (refused by the navigation helper)', routeLink(CURRENT)],
    ['a protocol-relative URL', routeLink('//evil.test/en')],
    ['a backslash protocol-relative URL', routeLink('\\\\evil.test/en')],
    ['a javascript: URL', routeLink('javascript:alert(1)')],
    ['a javascript: URL hidden by a tab', routeLink('java\tscript:alert(1)')],
    ['a data: URL', routeLink('data:text/html,<script>alert(1)</script>')],
    ['a mailto: link', routeLink('mailto:info@example.com')],
    ['an empty href', routeLink('')],
    ['a place on the current page', routeLink('#history')],
    ['a place on the current page, by full path', routeLink('/en/company?tab=1#history')],
  ])('leaves %s to the browser', (_name, link) => {
    expect(routeLinkTarget({ link, current: CURRENT })).toBeNull();
  });
});

describe('clickNavigationTarget: which clicks navigate client-side', () => {
  it('takes a plain main-button click on a route link', () => {
    expect(
      clickNavigationTarget({ click: plainClick, link: routeLink('/en/products'), current: CURRENT })
        ?.pathname,
    ).toBe('/en/products');
  });

  it.each([
    ['Ctrl (new tab)', { ctrlKey: true }],
    ['Meta (new tab on macOS)', { metaKey: true }],
    ['Shift (new window)', { shiftKey: true }],
    ['Alt (download)', { altKey: true }],
    ['the middle button', { button: 1 }],
    ['a click another handler took', { defaultPrevented: true }],
  ])('leaves a click with %s to the browser', (_name, change) => {
    const click = { ...plainClick, ...change };
    expect(clickNavigationTarget({ click, link: routeLink('/en/products'), current: CURRENT })).toBeNull();
  });

  it('leaves a plain click on a refused link to the browser', () => {
    expect(
      clickNavigationTarget({ click: plainClick, link: routeLink('javascript:void 0'), current: CURRENT }),
    ).toBeNull();
  });
});

describe('pageKey', () => {
  it('is pathname plus query, without hash', () => {
    expect(pageKey(new URL('https://x.test/en/company?tab=2#team'))).toBe('/en/company?tab=2');
    expect(pageKey(new URL('https://x.test/en'))).toBe('/en');
  });
});

describe('hashTargetId (docs/security.md rule 10: a malformed hash never stops navigation)', () => {
  it.each([
    ['#board', 'board'],
    ['#%C3%BCber', 'über'],
    ['#100%', '100%'],
    ['#%E0%A4%A', '%E0%A4%A'],
    ['#a%20b', 'a b'],
    ['#', null],
    ['', null],
  ])('%j → %j', (hash, id) => {
    expect(hashTargetId(hash)).toBe(id);
  });

  it('keeps the hash of a route link with a malformed escape, so the navigator can take it', () => {
    const url = routeLinkTarget({
      link: { href: '/en/products#100%', kind: 'route', target: null, download: false },
      current: 'https://www.machinery-group.test/en/company',
    });
    expect(url?.pathname).toBe('/en/products');
    expect(() => hashTargetId(url?.hash ?? '')).not.toThrow();
    expect(hashTargetId(url?.hash ?? '')).toBe('100%');
  });
});
