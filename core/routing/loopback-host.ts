import { BlockList, isIP } from 'node:net';
import { hostName } from './url.ts';

const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

/**
 * Whether `host` names a loopback interface: `localhost`, an address in 127.0.0.0/8, or `::1` (also
 * bracketed, written out, or IPv4-mapped); a port is ignored. `0.0.0.0`, `::` and every other name or
 * address are not (a DNS name resolves wherever its owner points it). The sandbox guard checks
 * `preview.host` with it (cli/sandbox-guard.ts), the same-origin check a page's host
 * (runtime/kit/same-origin.ts).
 *
 * @param host a host name or address, with or without port (`localhost:4321`, `[::1]`, `127.0.0.1`).
 */
export function isLoopbackHost(host: string): boolean {
  const bare = hostName(host);
  if (bare === 'localhost') return true;
  const family = isIP(bare);
  return family !== 0 && LOOPBACK.check(bare, family === 6 ? 'ipv6' : 'ipv4');
}
