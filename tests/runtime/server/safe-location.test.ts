import { describe, expect, it } from 'vitest';
import { safeLocation } from '../../../runtime/server/safe-location.ts';

const allowedHosts = new Set(['www.machinery-group.test', 'cabinet-building.localhost']);

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
  ])('%s: %s → %s', (_name, location, expected) => {
    expect(safeLocation({ location, allowedHosts })).toBe(expected);
  });
});
