import { describe, expect, it } from 'vitest';
import {
  parseScryptHash,
  UNMATCHABLE_HASH,
  verifyPagePassword,
} from '../../../plugins/protected-pages/password-hash.ts';
import { hashPagePassword } from '../../../sandbox/content/page-password.ts';

describe('page password check (public-site §5 password gate, scrypt)', () => {
  it('accepts the password the CMS hashed and refuses any other', async () => {
    const passwordHash = await hashPagePassword({ password: 'events-internal', salt: Buffer.alloc(16, 7) });
    expect(passwordHash).toMatch(/^\$scrypt\$ln=15,r=8,p=1\$/);
    expect(await verifyPagePassword({ password: 'events-internal', passwordHash })).toBe(true);
    expect(await verifyPagePassword({ password: 'events-internal ', passwordHash })).toBe(false);
    expect(await verifyPagePassword({ password: 'Events-internal', passwordHash })).toBe(false);
  });

  it('compares passwords in one Unicode form (NFC)', async () => {
    const passwordHash = await hashPagePassword({ password: 'Grüße', salt: Buffer.alloc(16, 1) });
    expect(await verifyPagePassword({ password: 'Gru\u0308ße', passwordHash })).toBe(true);
  });

  it('refuses every password for a malformed or too costly hash, and the stand-in hash', async () => {
    expect(await verifyPagePassword({ password: 'x', passwordHash: 'plain-text' })).toBe(false);
    expect(parseScryptHash('$scrypt$ln=24,r=8,p=1$c2FsdHNhbHQ$aGFzaGhhc2hoYXNoaGFzaA')).toBeNull();
    expect(await verifyPagePassword({ password: '', passwordHash: UNMATCHABLE_HASH })).toBe(false);
  });
});
