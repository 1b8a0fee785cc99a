import { isIP } from 'node:net';
import type { AddressPolicy } from './address-policy.js';
import { FetchFailure } from './fetch-failure.js';
import type { ResolvedAddress, Resolver } from './resolver.js';

/**
 * Every address `url`'s host stands for, each judged by `policy`. One refused address
 * refuses the host: a name that answers both a public and a private address is a classic
 * way to reach inside. The caller connects only to addresses returned here.
 */
export async function resolveCheckedAddresses({
  url,
  resolve,
  policy,
  signal,
}: {
  url: URL;
  resolve: Resolver;
  policy: AddressPolicy;
  signal: AbortSignal;
}): Promise<ResolvedAddress[]> {
  const hostname = url.hostname.replace(/^\[|\]$/g, '');
  const port = Number(url.port) || (url.protocol === 'https:' ? 443 : 80);
  const literal = isIP(hostname);
  const addresses = literal
    ? [{ address: hostname, family: literal }]
    : await resolveName(resolve, hostname, signal);
  if (addresses.length === 0) throw new FetchFailure('dns', `${hostname} has no address`);
  for (const { address } of addresses) {
    const refusal = policy({ hostname, address, port });
    if (refusal) {
      throw new FetchFailure(
        'refused-address',
        `${hostname}:${port} is ${address}, a ${refusal} address`,
      );
    }
  }
  return addresses;
}

async function resolveName(
  resolve: Resolver,
  hostname: string,
  signal: AbortSignal,
): Promise<ResolvedAddress[]> {
  signal.throwIfAborted();
  // A resolver cannot be cancelled; the deadline stops waiting for it.
  const aborted = new Promise<never>((_, reject) =>
    signal.addEventListener('abort', () => reject(signal.reason), { once: true }),
  );
  try {
    return await Promise.race([resolve(hostname), aborted]);
  } catch (error) {
    if (signal.aborted) throw error;
    throw new FetchFailure('dns', `${hostname} could not be resolved`, { cause: error });
  }
}
