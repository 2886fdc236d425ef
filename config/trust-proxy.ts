import { isIP } from 'node:net';
import proxyaddr from 'proxy-addr';
import { z } from 'zod';

/** The most proxy hops `preview.trustProxy` may name: a longer chain believes clients' own headers. */
export const MAX_TRUSTED_HOPS = 10;

/** The widest address range a trusted proxy entry may name, as the shortest prefix per IP version. */
const MIN_PREFIX: Record<4 | 6, number> = { 4: 8, 6: 16 };

/** proxy-addr's names for address families (`loopback`, `linklocal`, `uniquelocal`). */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

const REFUSE_TRUE =
  "true would let any client choose its address (X-Forwarded-For) and escape the rate limits; use a hop count such as 1, or the proxy's addresses such as 'loopback'";

/**
 * `preview.trustProxy` (Express `trust proxy`): `false` (no proxy, the default), a hop count from 0 to
 * {@link MAX_TRUSTED_HOPS}, or a comma-separated list of proxy addresses, CIDR ranges no wider than /8
 * (IPv4) or /16 (IPv6), or the names `loopback`, `linklocal`, `uniquelocal` (proxy-addr's syntax).
 * Refused, each with its reason: `true`, more hops, a range that trusts most of the internet
 * (`0.0.0.0/1`), and anything proxy-addr cannot read (which would otherwise stop `preview` at start).
 * Whatever is accepted here, clients can only choose their address behind a proxy that overwrites
 * `X-Forwarded-For` (docs/security.md rule 6).
 */
export const trustProxySchema = z
  .union([z.boolean(), z.number().int().min(0), z.string().min(1)])
  .superRefine((value, context) => {
    const problem = trustProxyProblem(value);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  });

function trustProxyProblem(value: boolean | number | string): string | null {
  if (value === true) return REFUSE_TRUE;
  if (typeof value === 'number' && value > MAX_TRUSTED_HOPS) {
    return `at most ${MAX_TRUSTED_HOPS} proxy hops: more would believe a client's own X-Forwarded-For`;
  }
  if (typeof value !== 'string') return null;
  const entries = value.split(',').map((entry) => entry.trim());
  try {
    proxyaddr.compile(entries);
  } catch (error) {
    return `not a list of proxy addresses (${(error as Error).message}): use e.g. 'loopback' or '10.0.0.1, 10.0.0.2'`;
  }
  const wide = entries.find((entry) => !NAMED_RANGES.has(entry) && isTooWide(entry));
  return wide
    ? `'${wide}' trusts too many addresses: name the proxies, or ranges of at most /8 (IPv4) or /16 (IPv6)`
    : null;
}

function isTooWide(entry: string): boolean {
  const [address = '', range] = entry.split('/');
  if (range === undefined) return false;
  const version = isIP(address) === 6 ? 6 : 4;
  const prefix = /^\d+$/.test(range) ? Number(range) : netmaskPrefix(range);
  return prefix < MIN_PREFIX[version];
}

/** The prefix length of an IPv4 netmask such as `255.255.0.0` (16). */
function netmaskPrefix(mask: string): number {
  return mask
    .split('.')
    .map((part) => Number(part).toString(2).replaceAll('0', '').length)
    .reduce((sum, bits) => sum + bits, 0);
}
