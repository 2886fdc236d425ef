import { describe, expect, it } from 'vitest';
import { hostName, hostPort, joinPath, normalizeHost, safeDecode } from '../../../core/routing/url.ts';

describe('normalizeHost (public-site §2 site matching)', () => {
  it.each([
    ['www.Example.COM', 'www.example.com'],
    [' www.example.com:8443 ', 'www.example.com'],
    ['localhost:4321', 'localhost'],
    ['[::1]:3000', '[::1]'],
    ['[::1]', '[::1]'],
    ['::1', '::1'],
    ['example.com.', 'example.com.'],
    ['', ''],
  ])('%j → %j', (host, expected) => {
    expect(normalizeHost(host)).toBe(expected);
  });
});

describe('hostName', () => {
  it.each([
    ['[::1]:80', '::1'],
    ['[::1', '::1'],
    ['Localhost:4321', 'localhost'],
    ['127.0.0.1:4321', '127.0.0.1'],
    [' ::1 ', '::1'],
    ['[::FFFF:127.0.0.1]', '::ffff:127.0.0.1'],
  ])('%j → %j', (host, expected) => {
    expect(hostName(host)).toBe(expected);
  });
});

describe('hostPort', () => {
  it.each([
    ['localhost:4321', ':4321'],
    ['[::1]:3000', ':3000'],
    ['[::1]', ''],
    ['example.com', ''],
  ])('%j → %j', (host, expected) => {
    expect(hostPort(host)).toBe(expected);
  });
});

describe('safeDecode', () => {
  it.each([
    ['%C3%BCber-uns', 'über-uns'],
    ['a%20b', 'a b'],
    ['100%', '100%'],
    ['%E0%A4%A', '%E0%A4%A'],
  ])('%j → %j without throwing', (text, expected) => {
    expect(safeDecode(text)).toBe(expected);
  });
});

describe('joinPath (public-site §2 redirects, localized links)', () => {
  it.each([
    [{ segments: ['en', 'company'] }, '/en/company'],
    [{ segments: [] }, '/'],
    [{ segments: ['en'], search: '?a=1#top' }, '/en?a=1#top'],
    [
      { base: 'https://shop.example//', segments: ['de-ch', 'x'], search: '?q=1' },
      'https://shop.example/de-ch/x?q=1',
    ],
    [{ base: 'https://shop.example', segments: [] }, 'https://shop.example/'],
  ])('%j → %s', (input, expected) => {
    expect(joinPath(input)).toBe(expected);
  });
});
