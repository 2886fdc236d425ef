import { describe, expect, it } from 'vitest';
import {
  EDITOR_HASH_MAX_AGE_MS,
  isEditorPassword,
  mintEditorHash,
  verifyEditorHash,
} from '../../../core/editor/editor-hash.ts';

const keys = { password: 'editor-password', secret: 'secret-0123456789abcdef0123456789abcdef' };
const now = Date.UTC(2025, 0, 15);

describe('isEditorPassword (customer-area §6)', () => {
  it.each([
    ['editor-password', true],
    ['editor-passwort', false],
    ['editor-password ', false],
    ['', false],
    ['x'.repeat(10_000), false],
  ])('%j → %s', (candidate, expected) => {
    expect(isEditorPassword({ keys, candidate })).toBe(expected);
  });
});

describe('editor hashes (customer-area §6, §9; docs/security.md rule 1)', () => {
  const hash = mintEditorHash({ keys, now });

  it('verifies a hash it minted, for 90 days', () => {
    expect(hash).toMatch(/^v1\.\d+\.[A-Za-z0-9_-]{43}$/);
    expect(verifyEditorHash({ keys, hash, now })).toBe(true);
    expect(verifyEditorHash({ keys, hash, now: now + EDITOR_HASH_MAX_AGE_MS - 1000 })).toBe(true);
    expect(verifyEditorHash({ keys, hash, now: now + EDITOR_HASH_MAX_AGE_MS + 1000 })).toBe(false);
  });

  it('refuses every hash once the secret or the password changes', () => {
    expect(verifyEditorHash({ keys: { ...keys, secret: `${keys.secret}x` }, hash, now })).toBe(false);
    expect(verifyEditorHash({ keys: { ...keys, password: 'new-editor-password' }, hash, now })).toBe(false);
  });

  it('refuses a hash when no editor is configured', () => {
    expect(verifyEditorHash({ keys: undefined, hash, now })).toBe(false);
  });

  it('refuses forged, altered and malformed hashes', () => {
    const [version, issuedAt, mac] = hash.split('.') as [string, string, string];
    const later = String(Number(issuedAt) + 86_400 * 365);
    const flipped = `${mac.slice(0, -1)}${mac.endsWith('A') ? 'B' : 'A'}`;
    for (const forged of [
      `${version}.${later}.${mac}`,
      `${version}.${issuedAt}.${flipped}`,
      `v2.${issuedAt}.${mac}`,
      `${hash}.`,
      keys.password,
      '',
      '1',
      null,
      42,
      { hash },
    ]) {
      expect(verifyEditorHash({ keys, hash: forged, now }), String(forged)).toBe(false);
    }
  });

  it('refuses a hash issued in the future (beyond 5 minutes of clock skew)', () => {
    const future = mintEditorHash({ keys, now: now + 60 * 60 * 1000 });
    expect(verifyEditorHash({ keys, hash: future, now })).toBe(false);
    const skewed = mintEditorHash({ keys, now: now + 60 * 1000 });
    expect(verifyEditorHash({ keys, hash: skewed, now })).toBe(true);
  });
});
