import { describe, expect, it } from 'vitest';
import { classifyLinkTarget, isNavigableUrl } from '../../../core/routing/link-target.ts';

describe('classifyLinkTarget (public-site §2 link targets)', () => {
  it.each([
    ['action:news-feed', { kind: 'action', href: null, action: 'news-feed' }],
    ['action:unknown', { kind: 'action', href: null, action: 'unknown' }],
    ['https://example.com/careers', { kind: 'anchor', href: 'https://example.com/careers', action: null }],
    ['http://example.com', { kind: 'anchor', href: 'http://example.com', action: null }],
    ['hard:/de-ch/downloads', { kind: 'anchor', href: '/de-ch/downloads', action: null }],
    ['/de-ch/company', { kind: 'route', href: '/de-ch/company', action: null }],
    ['company', { kind: 'route', href: 'company', action: null }],
    ['', { kind: 'button', href: null, action: null }],
    ['   ', { kind: 'button', href: null, action: null }],
    [null, { kind: 'button', href: null, action: null }],
    [undefined, { kind: 'button', href: null, action: null }],
  ])('%s → %o', (target, expected) => {
    expect(classifyLinkTarget(target)).toEqual(expected);
  });
});

describe('isNavigableUrl (public-site §2 navigation helper)', () => {
  it.each([
    ['/de-ch/company', false, true],
    ['company?tab=2', false, true],
    ['#team', false, true],
    ['?page=2', false, true],
    ['https://example.com', false, false],
    ['https://example.com', true, true],
    ['HTTP://example.com', false, false],
    ['mailto:info@example.com', false, false],
    ['mailto:info@example.com', true, true],
    ['//evil.example/path', false, false],
    ['\\\\evil.example/path', false, false],
    ['/\\evil.example', false, false],
    ['//cdn.example.com/a.pdf', true, true],
    ['javascript:alert(1)', false, false],
    ['javascript:alert(1)', true, false],
    ['JavaScript:alert(1)', true, false],
    ['  javascript:alert(1)', true, false],
    ['\u0000\u001fjavascript:alert(1)', true, false],
    ['java\tscript:alert(1)', true, false],
    ['java\nscript:alert(1)', true, false],
    ['data:text/html,<script>alert(1)</script>', true, false],
    ['vbscript:msgbox(1)', true, false],
    ['VBScript:msgbox(1)', true, false],
    ['', true, false],
    ['   ', false, false],
  ])('%j with allowExternal %s → %s', (url, allowExternal, expected) => {
    expect(isNavigableUrl({ url, allowExternal })).toBe(expected);
  });

  it('refuses external URLs when allowExternal is left out', () => {
    expect(isNavigableUrl({ url: 'https://example.com' })).toBe(false);
  });
});
