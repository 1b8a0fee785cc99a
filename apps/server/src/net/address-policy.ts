import { nonPublicRange } from './non-public-range.js';

/** Where the fetcher is about to connect: an address it resolved (or a literal) and a port. */
export interface Destination {
  hostname: string;
  address: string;
  port: number;
}

/** Why the fetcher may not connect to `destination`, or `null` when it may. */
export type AddressPolicy = (destination: Destination) => string | null;

/**
 * The production policy: public addresses only, whatever the port. Tests that need a
 * loopback server wrap it to allow one exact address and port, never a range.
 */
export const publicAddressesOnly: AddressPolicy = ({ address }) => nonPublicRange(address);
