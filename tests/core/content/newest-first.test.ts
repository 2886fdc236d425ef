import { describe, expect, it } from 'vitest';
import { newestFirst } from '../../../core/content/newest-first.ts';

const ENTRIES = [
  { id: 'b', publicationDate: '2023-04-01' },
  { id: 'd', publicationDate: '2024-11-20' },
  { id: 'a', publicationDate: '2023-04-01' },
  { id: 'c', publicationDate: '2025-01-05T08:00:00Z' },
  { id: 'e', publicationDate: '2022-02-14' },
];

describe('newestFirst (stories and media releases newest first)', () => {
  it('orders by publication date, newest first, same dates by id', () => {
    expect(newestFirst(ENTRIES).map((entry) => entry.id)).toEqual(['c', 'd', 'a', 'b', 'e']);
  });

  it('leaves its input as it was', () => {
    const before = ENTRIES.map((entry) => entry.id);
    newestFirst(ENTRIES);
    expect(ENTRIES.map((entry) => entry.id)).toEqual(before);
  });
});
