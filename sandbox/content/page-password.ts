import { createHash, scrypt } from 'node:crypto';
import type { PageRecord } from '../dataset/types.ts';
import type { ContentContext } from './resolvers.ts';

/**
 * The password of a password-protected page, as the CMS hands it to the build (customer-area §6 page
 * protection "password"; public-site §5 password gate): never the password itself, only its scrypt hash,
 * and only to a request that carries the service's bearer token (the build's server token; the draft
 * proxy forwards no protected page to a browser, core/graphql/protected-content.ts). An extension of
 * CONTENT_SCHEMA_SDL, kept apart.
 */
export const PAGE_PASSWORD_SDL = /* GraphQL */ `
  extend type Page {
    """
    scrypt hash of the page's password in PHC string form
    ('$scrypt$ln=15,r=8,p=1$<salt>$<hash>', base64 without padding) when its protection is password;
    null otherwise and for requests without the server's bearer token.
    """
    passwordHash: String
  }
`;

/** scrypt cost: N = 2^15, r = 8, p = 1 (32 MiB, about 0.1 s per check), 16-byte salt, 32-byte hash. */
const LOG2_N = 15;
const BLOCK_SIZE = 8;
const PARALLELISM = 1;
const KEY_BYTES = 32;
/** Above 128 · N · r, which node's default (32 MiB) is not. */
const MAX_MEMORY_BYTES = 64 * 1024 * 1024;

/**
 * Hashes a password with scrypt into a PHC string, `$scrypt$ln=15,r=8,p=1$<salt>$<hash>`.
 * @param input.salt 16 bytes; the sandbox derives it from the page id so that the hash, and the build
 *   files that hold it, are the same on every run.
 */
export function hashPagePassword(input: { password: string; salt: Buffer }): Promise<string> {
  return new Promise((resolve, reject) => {
    scrypt(
      input.password.normalize('NFC'),
      input.salt,
      KEY_BYTES,
      { N: 2 ** LOG2_N, r: BLOCK_SIZE, p: PARALLELISM, maxmem: MAX_MEMORY_BYTES },
      (error, key) => {
        if (error) reject(error);
        else
          resolve(
            `$scrypt$ln=${LOG2_N},r=${BLOCK_SIZE},p=${PARALLELISM}$${input.salt.toString('base64').replace(/=+$/, '')}$${key.toString('base64').replace(/=+$/, '')}`,
          );
      },
    );
  });
}

// One hash per page and password for the life of the process (scrypt is slow on purpose).
const hashes = new Map<string, Promise<string>>();

function passwordHashOf(page: PageRecord & { password: string }): Promise<string> {
  const key = `${page.id}\n${page.password}`;
  let hash = hashes.get(key);
  if (!hash) {
    const salt = createHash('sha256').update(`sandbox page salt\n${page.id}`).digest().subarray(0, 16);
    hash = hashPagePassword({ password: page.password, salt });
    hashes.set(key, hash);
  }
  return hash;
}

/** Resolvers of {@link PAGE_PASSWORD_SDL}. */
export const pagePasswordResolvers = {
  Page: {
    passwordHash: (node: { id: string }, _args: unknown, context: ContentContext) => {
      if (!context.draftAuthorized) return null;
      const page = context.index.pages.get(node.id);
      if (page?.protection !== 'password' || !page.password) return null;
      return passwordHashOf({ ...page, password: page.password });
    },
  },
};
