import { isIPv4, isIPv6 } from 'node:net';

/**
 * An address made coarse enough to recognise a network without identifying a household: the /24 of an IPv4
 * address, the /48 of an IPv6 one.
 */
export function coarseNetworkOf(ip: string | null): string | null {
  if (!ip) return null;
  const mapped = ip.startsWith('::ffff:') && isIPv4(ip.slice(7)) ? ip.slice(7) : ip;
  if (isIPv4(mapped)) return `${mapped.split('.').slice(0, 3).join('.')}.0/24`;
  if (isIPv6(mapped)) {
    const [head] = mapped.split('::');
    const groups = [...head.split(':').filter(Boolean), '0', '0', '0'].slice(0, 3);
    return `${groups.join(':')}::/48`;
  }
  return null;
}
