import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

const scryptAsync = promisify(scrypt) as (password: string, salt: Buffer, keylen: number) => Promise<Buffer>;

/** Length of the derived key, in bytes. */
const KEY_BYTES = 32;

/**
 * Hashes a password with node:crypto scrypt (default cost N=16384, r=8, p=1) and a random 16-byte salt.
 *
 * @returns `scrypt:<salt base64url>:<key base64url>`, the format of {@link DemoAccount.passwordHash}
 */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scryptAsync(password, salt, KEY_BYTES);
  return `scrypt:${salt.toString('base64url')}:${key.toString('base64url')}`;
}

/**
 * Checks `password` against a hash made by {@link hashPassword}, in constant time.
 *
 * @returns false for a wrong password or a hash in another format; never throws for bad input
 */
export async function verifyPassword(input: { password: string; hash: string }): Promise<boolean> {
  const [scheme, salt, key] = input.hash.split(':');
  if (scheme !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64url');
  const actual = await scryptAsync(input.password, Buffer.from(salt, 'base64url'), expected.length);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
