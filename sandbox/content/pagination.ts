// Taken from graphql-yoga, not 'graphql': under vitest a direct import can load a second copy of graphql,
// and yoga masks errors that are not instances of its own GraphQLError.
import { createGraphQLError } from 'graphql-yoga';

/** Page size when a list or connection is asked for without `first` (Hygraph's default). */
export const DEFAULT_PAGE_SIZE = 100;
/** Largest `first` accepted; `systemDataQuery` asks for 1000 countries. */
export const MAX_PAGE_SIZE = 1000;

/** Opaque Relay cursor of the entry at `offset` (base64url of `offset:N`). */
export const encodeCursor = (offset: number): string => Buffer.from(`offset:${offset}`).toString('base64url');

/**
 * The offset a cursor stands for.
 *
 * @throws GraphQLError (code BAD_USER_INPUT) when the cursor was not made by {@link encodeCursor}
 */
export function decodeCursor(cursor: string): number {
  const match = /^offset:(\d+)$/.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  if (!match)
    throw createGraphQLError(`Invalid cursor: ${cursor}`, { extensions: { code: 'BAD_USER_INPUT' } });
  return Number(match[1]);
}

function checkSize(first: number | null | undefined): number {
  const size = first ?? DEFAULT_PAGE_SIZE;
  if (size < 0 || size > MAX_PAGE_SIZE) {
    throw createGraphQLError(`first must be between 0 and ${MAX_PAGE_SIZE}, got ${size}`, {
      extensions: { code: 'BAD_USER_INPUT' },
    });
  }
  return size;
}

/**
 * A `first` / `skip` slice of a list, as Hygraph's plural root fields answer.
 *
 * @throws GraphQLError when `first` is outside 0..{@link MAX_PAGE_SIZE} or `skip` is negative
 */
export function sliceList<T>(
  items: readonly T[],
  args: { first?: number | null; skip?: number | null },
): T[] {
  const size = checkSize(args.first);
  const skip = args.skip ?? 0;
  if (skip < 0)
    throw createGraphQLError(`skip must be 0 or more, got ${skip}`, {
      extensions: { code: 'BAD_USER_INPUT' },
    });
  return items.slice(skip, skip + size);
}

/** A Relay connection over a list (`pageInfo`, `edges { cursor node }`, `aggregate { count }`). */
export interface Connection<T> {
  pageInfo: {
    hasNextPage: boolean;
    hasPreviousPage: boolean;
    startCursor: string | null;
    endCursor: string | null;
    pageSize: number;
  };
  edges: { cursor: string; node: T }[];
  aggregate: { count: number };
}

/**
 * Cuts one Relay page out of `items`: up to `first` entries after the `after` cursor (or after
 * `skip` entries when no cursor is given).
 *
 * @throws GraphQLError on an invalid cursor or page size
 */
export function toConnection<T>(
  items: readonly T[],
  args: { first?: number | null; after?: string | null; skip?: number | null },
): Connection<T> {
  const size = checkSize(args.first);
  const start = args.after ? decodeCursor(args.after) + 1 : (args.skip ?? 0);
  const edges = items
    .slice(start, start + size)
    .map((node, index) => ({ cursor: encodeCursor(start + index), node }));
  return {
    pageInfo: {
      hasNextPage: start + edges.length < items.length,
      hasPreviousPage: start > 0,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
      pageSize: edges.length,
    },
    edges,
    aggregate: { count: items.length },
  };
}
