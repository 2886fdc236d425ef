import { scrypt, timingSafeEqual } from 'node:crypto';

/**
 * The check of a password-protected page's password (public-site §5 password gate; customer-area §6 page
 * protection "password") against the scrypt hash the CMS keeps for the page, a PHC string
 * `$scrypt$ln=<log2 N>,r=<block size>,p=<parallelism>$<salt>$<hash>` (base64, padding optional), as the
 * content service's `Page.passwordHash` gives it (sandbox/content/page-password.ts).
 */

/** A parsed PHC scrypt string. */
export interface ScryptHash {
  log2N: number;
  blockSize: number;
  parallelism: number;
  salt: Buffer;
  hash: Buffer;
}

const PHC_SCRYPT =
  /^\$scrypt\$ln=(\d{1,2}),r=(\d{1,2}),p=(\d{1,2})\$([A-Za-z0-9+/]+={0,2})\$([A-Za-z0-9+/]+={0,2})$/;

/** The costs a hash may ask for: up to N = 2^20 with r = 8 (1 GiB would be a denial of service). */
const MAX_MEMORY_BYTES = 256 * 1024 * 1024;

/**
 * Parses a PHC scrypt string.
 * @returns the parameters, or null when `text` is not one (or asks for more than 256 MiB, or a hash
 *   shorter than 16 bytes).
 */
export function parseScryptHash(text: string): ScryptHash | null {
  const match = PHC_SCRYPT.exec(text);
  if (!match) return null;
  const [log2N, blockSize, parallelism] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const salt = Buffer.from(match[4]!, 'base64');
  const hash = Buffer.from(match[5]!, 'base64');
  if (log2N < 1 || blockSize < 1 || parallelism < 1 || hash.length < 16 || salt.length < 8) return null;
  if (128 * 2 ** log2N * blockSize > MAX_MEMORY_BYTES) return null;
  return { log2N, blockSize, parallelism, salt, hash };
}

/**
 * Whether `password` is the one `passwordHash` was made from, compared in constant time. The password is
 * NFC-normalized first, as when it was hashed.
 * @returns false too when the hash is not a valid PHC scrypt string.
 */
export async function verifyPagePassword(input: {
  password: string;
  passwordHash: string;
}): Promise<boolean> {
  const parsed = parseScryptHash(input.passwordHash);
  if (!parsed) return false;
  const key = await new Promise<Buffer>((resolve, reject) =>
    scrypt(
      input.password.normalize('NFC'),
      parsed.salt,
      parsed.hash.length,
      {
        N: 2 ** parsed.log2N,
        r: parsed.blockSize,
        p: parsed.parallelism,
        maxmem: 2 * 128 * 2 ** parsed.log2N * parsed.blockSize,
      },
      (error, derived) => (error ? reject(error) : resolve(derived)),
    ),
  );
  return timingSafeEqual(key, parsed.hash);
}

/**
 * A hash no password matches in practice, checked when the page asked for does not exist or has no hash,
 * so that the answer takes as long as for a real page (nothing tells whether the page exists).
 */
export const UNMATCHABLE_HASH =
  '$scrypt$ln=15,r=8,p=1$c2l0ZWZsZWV0LW5vLXBhZ2U$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';
