import { type AddressPolicy, publicAddressesOnly } from './address-policy.js';

/**
 * `policy`, except that the hosts the operator named (IMPORT_PRIVATE_HOSTS: a self-hosted
 * shortener beside Kurz) may be on any address. Matched by the URL's host name, so a
 * redirect or a DNS answer never widens it to another host.
 */
export function allowNamedHosts(
  hosts: readonly string[],
  policy: AddressPolicy = publicAddressesOnly,
): AddressPolicy {
  const named = new Set(hosts.map((host) => host.toLowerCase().replace(/^\[|\]$/g, '')));
  return (destination) =>
    named.has(destination.hostname.toLowerCase()) ? null : policy(destination);
}
