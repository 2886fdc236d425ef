import { describe, expect, it } from 'vitest';
import { safeLocation } from '../../../core/routing/safe-location.ts';

const allowedHosts = new Set(['www.machinery-group.test', 'cabinet-building.localhost']);
const noHosts = new Set<string>();

/** The host a browser on https://www.machinery-group.test/en/company goes to when it reads `location`. */
function browserHost(location: string): string {
  return new URL(location, 'https://www.machinery-group.test/en/company').host;
}

describe('safeLocation (open-redirect guard, public-site §2)', () => {
  it.each([
    ['a path', '/en/company', '/en/company'],
    ['a path with query and hash', '/en/company?a=1#board', '/en/company?a=1#board'],
    ['encoded slashes stay a path', '/%2F%2Fevil.test', '/%2F%2Fevil.test'],
    ['an encoded backslash stays a path', '/%5Cevil.test', '/%5Cevil.test'],
    ['a configured host', 'https://www.machinery-group.test/en', 'https://www.machinery-group.test/en'],
    [
      'a configured host with port',
      'http://cabinet-building.localhost:4321/de-ch',
      'http://cabinet-building.localhost:4321/de-ch',
    ],
    [
      'a configured host in upper case',
      'https://WWW.Machinery-Group.test/en',
      'https://www.machinery-group.test/en',
    ],
    ['protocol-relative', '//evil.test', null],
    [
      'protocol-relative to a configured host is still checked',
      '//www.machinery-group.test/en',
      'http://www.machinery-group.test/en',
    ],
    ['slash and backslash', '/\\evil.test', null],
    ['two backslashes', '\\\\evil.test', null],
    ['backslash and slash', '\\/evil.test', null],
    ['tab inside the slashes', '/\t/evil.test', null],
    ['newline (header injection)', '/en\r\nSet-Cookie: x=1', null],
    ['another host', 'https://evil.test/en', null],
    ['a configured host as a suffix of another', 'https://www.machinery-group.test.evil.test/', null],
    ['credentials before a configured host', 'https://www.machinery-group.test@evil.test/', null],
    ['credentials on a configured host', 'https://user@www.machinery-group.test/', null],
    ['javascript:', 'javascript:alert(1)', null],
    ['data:', 'data:text/html,hi', null],
    ['empty', '', null],
    // Dot segments that leave `//host` behind once resolved (docs/security.md rule 2): collapsed to one slash.
    ['an encoded dot before a backslash', '/%2e/\\evil.test', '/evil.test'],
    ['an encoded dot-dot before a doubled slash', '/style-guide/%2e%2e//evil.test', '/evil.test'],
    ['a CMS target with a dot segment', '/.//evil.test', '/evil.test'],
    ['dot-dot above the root', '/../..//evil.test/x?a=1', '/evil.test/x?a=1'],
    ['upper-case encoded dots', '/%2E%2E/%2E//evil.test', '/evil.test'],
    ['a dot segment before a backslash pair', '/./\\\\evil.test', '/evil.test'],
    ['many slashes after a dot', '/.////evil.test', '/evil.test'],
    ['a dot segment after a locale stays inside', '/en/./company', '/en/company'],
    ['ftp on a configured host', 'ftp://www.machinery-group.test/', null],
  ])('%s: %j → %j', (_name, location, expected) => {
    expect(safeLocation({ location, allowedHosts })).toBe(expected);
  });

  it('allows only same-origin paths with no allowed hosts (the style guide)', () => {
    expect(safeLocation({ location: '/style-guide/buttons', allowedHosts: noHosts })).toBe(
      '/style-guide/buttons',
    );
    expect(safeLocation({ location: 'https://www.machinery-group.test/', allowedHosts: noHosts })).toBeNull();
  });

  // Whatever it is given, what it returns never takes a browser off the site or its configured hosts.
  it.each([
    '/%2e/\\evil.test',
    '/%2e%2e/%2f/evil.test',
    '/.//evil.test',
    '/./\\evil.test',
    '/..\\..\\/evil.test',
    '/%2e%2E//\\evil.test',
    '/\u3000/evil.test',
    '/%09/evil.test',
    '/.%2f/evil.test',
    '/%2e%2f%2fevil.test',
    '/a/../../\\evil.test',
    '/?/..//evil.test',
    '/#/..//evil.test',
  ])('%j never leads a browser off the site', (location) => {
    const safe = safeLocation({ location, allowedHosts });
    if (safe === null) return;
    expect(safe).not.toMatch(/^[/\\]{2}/);
    expect(['www.machinery-group.test', 'cabinet-building.localhost']).toContain(browserHost(safe));
  });
});
