/**
 * The keys a client is counted under for the hourly limits, as the database's `private.client_keys`
 * makes them: an IPv4 address (also when written as IPv4-mapped IPv6); for IPv6 its /64, /56 and /48
 * networks; `unknown` for anything that is not an address. The edge API counts with these before any
 * database work; a test holds them to the database's grouping. Runtime-neutral.
 */
import type { ClientScope } from './schemas/limits.ts';

interface ClientKey {
  scope: ClientScope;
  key: string;
}

function parseIpv4(text: string): number[] | undefined {
  const parts = text.split('.');
  if (parts.length !== 4) return undefined;
  const bytes = parts.map((part) => (/^\d{1,3}$/.test(part) ? Number(part) : NaN));
  return bytes.every((byte) => byte >= 0 && byte <= 255) ? bytes : undefined;
}

/** The eight 16-bit groups of an IPv6 address, or undefined. */
function parseIpv6(text: string): number[] | undefined {
  const address = text.replace(/%.*$/, '').toLowerCase();
  if (!/^[0-9a-f:.]+$/.test(address) || address.split('::').length > 2) return undefined;
  const toGroups = (part: string): number[] | undefined => {
    if (part === '') return [];
    const groups: number[] = [];
    const pieces = part.split(':');
    for (const [index, piece] of pieces.entries()) {
      if (piece.includes('.') && index === pieces.length - 1) {
        const v4 = parseIpv4(piece);
        if (!v4) return undefined;
        groups.push((v4[0]! << 8) | v4[1]!, (v4[2]! << 8) | v4[3]!);
      } else if (/^[0-9a-f]{1,4}$/.test(piece)) {
        groups.push(parseInt(piece, 16));
      } else {
        return undefined;
      }
    }
    return groups;
  };
  const [head, tail] = address.split('::');
  const first = toGroups(head!);
  const last = tail === undefined ? [] : toGroups(tail);
  if (!first || !last) return undefined;
  if (tail === undefined) return first.length === 8 ? first : undefined;
  const missing = 8 - first.length - last.length;
  return missing >= 1 ? [...first, ...new Array<number>(missing).fill(0), ...last] : undefined;
}

function network(groups: number[], bits: number): string {
  const masked = groups.map((group, index) => {
    const keep = Math.max(0, Math.min(16, bits - index * 16));
    return keep === 16 ? group : keep === 0 ? 0 : group & (0xffff << (16 - keep)) & 0xffff;
  });
  return `ipv6/${masked.map((group) => group.toString(16)).join(':')}/${bits}`;
}

export function clientKeys(address: string): ClientKey[] {
  const text = address.trim();
  const v4 = parseIpv4(text);
  if (v4) return [{ scope: 'client', key: `ipv4/${v4.join('.')}` }];
  const v6 = parseIpv6(text);
  if (!v6) return [{ scope: 'client', key: 'unknown' }];
  const isMappedV4 = v6.slice(0, 5).every((group) => group === 0) && v6[5] === 0xffff;
  if (isMappedV4) {
    return [{ scope: 'client', key: `ipv4/${v6[6]! >> 8}.${v6[6]! & 255}.${v6[7]! >> 8}.${v6[7]! & 255}` }];
  }
  return [
    { scope: 'client', key: network(v6, 64) },
    { scope: 'ipv6_56', key: network(v6, 56) },
    { scope: 'ipv6_48', key: network(v6, 48) },
  ];
}
