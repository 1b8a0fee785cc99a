import { lookup } from 'node:dns/promises';

export interface ResolvedAddress {
  address: string;
  family: number;
}

/** Turns a host name into every address it has; injected so tests need no real DNS. */
export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;

/** The operating system's resolver (hosts file, then DNS), all addresses in its order. */
export const systemResolver: Resolver = (hostname) => lookup(hostname, { all: true });
