import { describe, expect, it } from 'vitest';
import { EMAIL_MAX_LENGTH, isEmailAddress } from '../../../core/forms/email.ts';

describe('isEmailAddress (the one e-mail rule: zod z.email())', () => {
  it.each([
    ['info@machinery-group.test', true],
    ['a@b.co', true],
    ['first.last+tag@sub.example.co.uk', true],
    ['', false],
    ['plain', false],
    ['@b.co', false],
    ['a@', false],
    ['a@b', false],
    ['a@b.c', false],
    ['a@.b', false],
    ['a@b.', false],
    ['a@@b.co', false],
    ['a b@c.de', false],
    ['a@b..co', false],
    [' a@b.co', false],
    ['Info <info@example.com>', false],
    ['a@c.de?subject=x', false],
    ['a@c.de\n', false],
  ])('%j → %s', (text, expected) => {
    expect(isEmailAddress(text)).toBe(expected);
  });

  it(`takes at most ${EMAIL_MAX_LENGTH} characters, and answers adversarial input of 64 KB at once`, () => {
    const longest = `a@${'b'.repeat(EMAIL_MAX_LENGTH - 5)}.de`;
    expect(longest).toHaveLength(EMAIL_MAX_LENGTH);
    expect(isEmailAddress(longest)).toBe(true);
    expect(isEmailAddress(`a${longest}`)).toBe(false);
    expect(isEmailAddress(`a@${'.a'.repeat(32 * 1024)} `)).toBe(false);
  });
});
