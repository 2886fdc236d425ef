import { describe, expect, it } from 'vitest';
import {
  buildMailtoHref,
  isMailtoAddress,
  MAILTO_ADDRESS_MAX_LENGTH,
  MAILTO_INPUT_MAX_LENGTH,
} from '../../../core/text/mailto.ts';

/** The address rule as it was written before docs/security.md (a backtracking pattern): the reference. */
const REFERENCE = /^[^\s@?&,;<>#%"/\\]+@[^\s@?&,;<>#%"/\\]+\.[^\s@?&,;<>#%"/\\]+$/;

describe('isMailtoAddress (RFC 6068 bare addresses)', () => {
  it.each([
    ['info@machinery-group.test', true],
    ['a@b.c', true],
    ['first.last+tag@sub.example.co.uk', true],
    ['a@b.c.', true],
    ['a@.b.c', true],
    ['', false],
    ['@b.c', false],
    ['a@', false],
    ['a@b', false],
    ['a@b.', false],
    ['a@.b', false],
    ['a@b@c.d', false],
    ['a b@c.d', false],
    ['a@c.d?subject=x', false],
    ['a@c.d,b@e.f', false],
    ['Info <info@example.com>', false],
    ['a@c.d\n', false],
    ['a@c.d#x', false],
    ['a%40@c.d', false],
    ['a\\b@c.d', false],
  ])('%j → %s', (address, expected) => {
    expect(isMailtoAddress(address)).toBe(expected);
    expect(REFERENCE.test(address)).toBe(expected);
  });

  it('agrees with the reference pattern on every short string of the tricky characters', () => {
    const alphabet = ['a', '.', '@', ' ', '?'];
    const strings = [''];
    for (let length = 1; length <= 6; length += 1) {
      for (const prefix of strings.filter((text) => text.length === length - 1)) {
        for (const character of alphabet) strings.push(prefix + character);
      }
    }
    const disagreements = strings.filter((text) => isMailtoAddress(text) !== REFERENCE.test(text));
    expect(disagreements).toEqual([]);
  });

  it('answers adversarial input of 16 and 64 KB (the shape that made the old pattern quadratic)', () => {
    for (const size of [16 * 1024, 64 * 1024]) {
      const dots = `a@${'.a'.repeat(size / 2)} `;
      const valid = `a@${'a'.repeat(size)}.b`;
      expect(isMailtoAddress(dots)).toBe(false);
      // Longer than any address a mail system accepts.
      expect(isMailtoAddress(valid)).toBe(false);
    }
    const longest = `a@${'b'.repeat(MAILTO_ADDRESS_MAX_LENGTH - 4)}.c`;
    expect(longest).toHaveLength(MAILTO_ADDRESS_MAX_LENGTH);
    expect(isMailtoAddress(longest)).toBe(true);
    expect(isMailtoAddress(`a${longest}`)).toBe(false);
  });
});

describe('buildMailtoHref', () => {
  it('builds the link, subject and body percent-encoded', () => {
    expect(buildMailtoHref({ to: 'info@example.com', subject: 'Hello & welcome' })).toBe(
      'mailto:info@example.com?subject=Hello%20%26%20welcome',
    );
  });

  it(`refuses more than ${MAILTO_INPUT_MAX_LENGTH} characters of input, naming the limit`, () => {
    const body = 'x'.repeat(MAILTO_INPUT_MAX_LENGTH);
    expect(() => buildMailtoHref({ to: 'a@b.c', body })).toThrow(
      new RegExp(`at most ${MAILTO_INPUT_MAX_LENGTH} characters`),
    );
    expect(buildMailtoHref({ to: 'a@b.c', body: body.slice(5) })).toMatch(/^mailto:a@b\.c\?body=x+$/);
  });
});
