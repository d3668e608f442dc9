import { isIP } from 'node:net';

/**
 * Which address a request comes from, behind load balancers (issue 42 item 5). TRUST_PROXY says
 * whom to believe about `X-Forwarded-For`:
 * - unset, `0` or `false`: nobody; the socket's address (a direct deployment);
 * - a hop count `N`: the N proxies in front of us; the client is the N-th address from the right
 *   of the header (the socket's peer counts as the first hop);
 * - a comma-separated list of proxy addresses: walk from the right past the trusted ones.
 * Every limit keys on this address, so a client cannot pick its own by sending the header.
 */
export type TrustProxy = { hops: number } | { addresses: ReadonlySet<string> } | null;

export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = (value ?? '').trim();
  if (text === '' || text === '0' || text.toLowerCase() === 'false') return null;
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops > 16) throw new Error('TRUST_PROXY: at most 16 hops');
    return { hops };
  }
  const addresses = text.split(',').map((part) => part.trim());
  for (const address of addresses)
    if (!isIP(address)) throw new Error(`TRUST_PROXY: not a hop count nor an address: ${address}`);
  return { addresses: new Set(addresses.map(normalise)) };
}

/** `::ffff:10.0.0.1` and `10.0.0.1` are one address. */
function normalise(address: string): string {
  return address.replace(/^::ffff:/i, '');
}

export function clientAddress(
  socketAddress: string | null | undefined,
  forwardedFor: string | null | undefined,
  trust: TrustProxy,
): string | null {
  const peer = socketAddress ? normalise(socketAddress) : null;
  if (!trust || !peer) return peer;
  const chain = (forwardedFor ?? '')
    .split(',')
    .map((part) => normalise(part.trim()))
    .filter((part) => isIP(part));
  if ('hops' in trust) {
    // [client, proxy1, …] + peer: the peer is hop 1, the header's last entry hop 2, and so on.
    const path = [...chain, peer];
    return path[Math.max(0, path.length - 1 - trust.hops)] ?? peer;
  }
  if (!trust.addresses.has(peer)) return peer;
  for (let i = chain.length - 1; i >= 0; i--) {
    const hop = chain[i];
    if (hop && !trust.addresses.has(hop)) return hop;
  }
  return chain[0] ?? peer;
}
