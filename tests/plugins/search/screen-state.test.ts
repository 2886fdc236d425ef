import { describe, expect, it } from 'vitest';
import {
  MAX_QUERY_LENGTH,
  pagerEntries,
  parseScreenState,
  safeRecordUrl,
  screenSearch,
  suggestionQuery,
} from '../../../plugins/search/screen-state.ts';

describe('the search screen reads its state from the address', () => {
  it.each([
    ['', { query: '', page: 1, type: null }],
    ['?q=wire', { query: 'wire', page: 1, type: null }],
    ['q=wire%20stripping&page=3&type=product', { query: 'wire stripping', page: 3, type: 'product' }],
    ['?q=+cable++harness+', { query: 'cable harness', page: 1, type: null }],
    ['?q=x&type=media-release', { query: 'x', page: 1, type: 'media-release' }],
    // Outdated or typed addresses: an unknown type is all types, a bad page is the first.
    ['?q=x&type=nope', { query: 'x', page: 1, type: null }],
    ['?q=x&type=constructor', { query: 'x', page: 1, type: null }],
    ['?q=x&page=0', { query: 'x', page: 1, type: null }],
    ['?q=x&page=-2', { query: 'x', page: 1, type: null }],
    ['?q=x&page=2.5', { query: 'x', page: 1, type: null }],
    ['?q=x&page=abc', { query: 'x', page: 1, type: null }],
    ['?q=x&page=99999999', { query: 'x', page: 1, type: null }],
    ['?q=%E7%B7%9A%E6%9D%90', { query: '線材', page: 1, type: null }],
  ])('%s', (search, expected) => {
    expect(parseScreenState(search)).toEqual(expected);
  });

  it('cuts a very long query without splitting a character', () => {
    const query = parseScreenState(`?q=${encodeURIComponent('😀'.repeat(MAX_QUERY_LENGTH + 5))}`).query;
    expect(Array.from(query)).toHaveLength(MAX_QUERY_LENGTH);
    expect(query).toBe('😀'.repeat(MAX_QUERY_LENGTH));
  });

  it('writes the state back, leaving the defaults out, so a shared address round-trips', () => {
    expect(screenSearch({ query: '', page: 1, type: null })).toBe('');
    expect(screenSearch({ query: 'wire & cable', page: 1, type: null })).toBe('?q=wire+%26+cable');
    const state = { query: 'Kabel ä', page: 4, type: 'story' as const };
    expect(screenSearch(state)).toBe('?q=Kabel+%C3%A4&type=story&page=4');
    expect(parseScreenState(screenSearch(state))).toEqual(state);
  });
});

describe('pager entries', () => {
  it.each([
    [{ page: 1, pages: 0 }, []],
    [{ page: 1, pages: 1 }, []],
    [{ page: 1, pages: 2 }, [1, 2]],
    [{ page: 1, pages: 5 }, [1, 2, 'gap', 5]],
    [{ page: 3, pages: 5 }, [1, 2, 3, 4, 5]],
    [{ page: 5, pages: 10 }, [1, 'gap', 4, 5, 6, 'gap', 10]],
    [{ page: 10, pages: 10 }, [1, 'gap', 9, 10]],
    // A page past the end (an outdated address) shows the last one as current.
    [{ page: 40, pages: 10 }, [1, 'gap', 9, 10]],
  ])('%o', (input, expected) => {
    expect(pagerEntries(input)).toEqual(expected);
  });
});

describe('the header box asks for suggestions', () => {
  it.each([
    ['', null],
    ['   ', null],
    ['w', null],
    ['wi', 'wi'],
    ['  wire   strip ', 'wire strip'],
    // One character is a word in Japanese and Chinese.
    ['線', '線'],
    ['ケ', 'ケ'],
  ])('for %j: %j', (text, expected) => {
    expect(suggestionQuery(text)).toBe(expected);
  });
});

describe('result addresses', () => {
  const base = 'https://www.example.com/en/search?q=x';
  it.each([
    ['/en/products/wire', 'https://www.example.com/en/products/wire'],
    ['https://www.example.com/de-ch/x', 'https://www.example.com/de-ch/x'],
    ['https://evil.example.net/de-ch/x', null],
    ['//evil.example.net/x', null],
    ['/\t/evil.example.net/x', null],
    ['javascript:alert(1)', null],
    [' JavaScript:alert(1)', null],
    ['data:text/html,<p>x</p>', null],
    ['http://[bad', null],
  ])('%s', (url, expected) => {
    expect(safeRecordUrl({ url, base })).toBe(expected);
  });

  it("lets a result's image come from another host (the image asset host), over http(s) only", () => {
    const image = 'https://images.example.net/a.jpg';
    expect(safeRecordUrl({ url: image, base, anyHost: true })).toBe(image);
    expect(safeRecordUrl({ url: image, base })).toBeNull();
    expect(safeRecordUrl({ url: 'javascript:alert(1)', base, anyHost: true })).toBeNull();
  });
});
