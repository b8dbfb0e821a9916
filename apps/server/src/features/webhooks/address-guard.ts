import { lookup as dnsLookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import { webhookMessages } from '@atrium/domain/contract/webhooks';

// Where a delivery may go (server-side request forgery): https only, and never to an address that is private,
// loopback, link-local (169.254.169.254, the cloud metadata service), shared, multicast or otherwise reserved
// (IANA's special-purpose registries for IPv4 and IPv6). The name is resolved here and the delivery connects to the
// address that was checked (sender.ts), so a name that resolves elsewhere the second time (DNS rebinding) cannot
// move it. Outside production, WEBHOOKS_ALLOW_LOCAL lets http and loopback through for a local receiver.

const refused = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  refused.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001::', 23],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  refused.addSubnet(network, prefix, 'ipv6');

const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

export type AddressPolicy = { allowLocal: boolean };
export type Lookup = (host: string) => Promise<{ address: string; family: number }[]>;

export const systemLookup: Lookup = (host) => dnsLookup(host, { all: true, verbatim: true });

export class RefusedTarget extends Error {
  override name = 'RefusedTarget';
}

// An IPv4 address written inside IPv6 (::ffff:10.0.0.1) is judged as the IPv4 address it is (node's BlockList would
// also match every IPv4 address against an IPv6 rule for ::ffff:0:0/96, so that range is not listed above).
function plain(address: string): { address: string; family: 'ipv4' | 'ipv6' } {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) return { address: mapped[1], family: 'ipv4' };
  return { address, family: isIP(address) === 4 ? 'ipv4' : 'ipv6' };
}

export function isAllowedAddress(address: string, policy: AddressPolicy): boolean {
  const ip = plain(address);
  if (policy.allowLocal && loopback.check(ip.address, ip.family)) return true;
  return !refused.check(ip.address, ip.family);
}

export type DeliveryTarget = { url: URL; address: string; family: 4 | 6 };

// Checks a URL and resolves its host; every address the name resolves to must be allowed (one bad answer refuses
// it, so a round-robin name cannot smuggle in a private address), and the first is the one to connect to.
export async function resolveTarget(
  rawUrl: string,
  policy: AddressPolicy,
  lookup: Lookup = systemLookup,
): Promise<DeliveryTarget> {
  let url: URL;
  try {
    url = new URL(rawUrl);
  } catch {
    throw new RefusedTarget(webhookMessages.urlInvalid);
  }
  if (url.protocol !== 'https:' && !(policy.allowLocal && url.protocol === 'http:'))
    throw new RefusedTarget(webhookMessages.httpsOnly);
  if (url.username || url.password) throw new RefusedTarget(webhookMessages.urlInvalid);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  let addresses: { address: string; family: number }[];
  if (isIP(host)) addresses = [{ address: host, family: isIP(host) }];
  else {
    try {
      addresses = await lookup(host);
    } catch {
      throw new RefusedTarget(webhookMessages.notResolved);
    }
  }
  const first = addresses[0];
  if (!first) throw new RefusedTarget(webhookMessages.notResolved);
  if (!addresses.every((entry) => isAllowedAddress(entry.address, policy)))
    throw new RefusedTarget(webhookMessages.addressRefused);
  return {
    url,
    address: plain(first.address).address,
    family: isIP(plain(first.address).address) === 4 ? 4 : 6,
  };
}
