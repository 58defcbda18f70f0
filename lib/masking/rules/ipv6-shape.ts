import ipaddr from 'ipaddr.js';
import type { MatchContext } from '../types';
import { lastResult, perScan } from './shape-cache';

/**
 * Full and compressed IPv6, an optional embedded IPv4 tail and an optional zone id. An address has a
 * `::` or seven colons, so the engine anchors on a colon that starts `::` or a chain of three colons
 * (`h:h:`) and walks left over hex digits and colons; a time such as `12:34:56` is never a candidate.
 */
export const IPV6 =
  /(?:[A-Fa-f]{0,4}[G-Zg-z][A-Za-z0-9]{0,8}\+?:)?((?:[0-9A-Fa-f]{1,4}:|:){1,7}(?:\d{1,3}(?:\.\d{1,3}){3}|[0-9A-Fa-f]{1,4})?(?:%[0-9A-Za-z._-]{1,32})?)/;
/**
 * The walk left also crosses an interface name written before the address (`v6(en0:2a01:4f8::2)`,
 * `en0+:fe80::1`, as macOS's configd logs it): the shape reads it as an optional prefix outside the value
 * group. A prefix has a letter that is no hex digit among its first five characters, so `fe80::1` is never
 * read as `fe80:` + `:1`.
 */
export const IPV6_ANCHOR = { regex: /:(?=:|[0-9A-Fa-f]{1,4}:[0-9A-Fa-f]{0,4}:)/g, width: 1, lead: '0-9A-Za-z:+', maxLead: 64 };
/** The address group of IPV6 (after an interface prefix, when there is one). */
export const IPV6_GROUP = 1;

/** An interface name and colon right before an address: `en0:`, `en0+:`, `utun3:`, `eth0:`. */
const INTERFACE_BEFORE = /(?:^|[^\w.:])[A-Fa-f]{0,4}[G-Zg-z][A-Za-z0-9]{0,8}\+?:$/;

export type Ipv6Class = 'internal' | 'link-local' | 'multicast' | 'external' | 'other';

/**
 * The class by prefix: fc00::/7, fe80::/10, ff00::/8, 2000::/3; any other address (`::1`, `1::8`,
 * `::ffff:10.0.0.1`) is `other`; the unspecified address `::` is none.
 */
export function classifyIpv6(address: string): Ipv6Class | null {
  return classOfParts(ipaddr.IPv6.parse(address).parts);
}

function classOfParts(parts: readonly number[]): Ipv6Class | null {
  if (parts.every((part) => part === 0)) return null;
  const first = parts[0];
  if ((first & 0xfe00) === 0xfc00) return 'internal';
  if ((first & 0xffc0) === 0xfe80) return 'link-local';
  if ((first & 0xff00) === 0xff00) return 'multicast';
  if ((first & 0xe000) === 0x2000) return 'external';
  return 'other';
}

/**
 * A valid address standing alone (`std::vector`, `Foo::Bar`, `12:34:56` are not addresses). Written in
 * full it has eight groups, an IPv4 tail counting for two (`0:0:0:0:0:ffff:129.144.52.38`).
 */
export function ipv6ClassAt(value: string, context: MatchContext): Ipv6Class | null {
  const { text, start, end } = context;
  const address = value.includes('%') ? value.slice(0, value.indexOf('%')) : value;
  let colons = 0;
  for (let i = 0; i < address.length; i++) if (address.charCodeAt(i) === 58) colons++;
  // Eight groups without `::`: seven colons, or six before an IPv4 tail (which stands for two groups).
  if (colons < 2 || (colons < (address.includes('.') ? 6 : 7) && !address.includes('::'))) return null;
  if (text.charCodeAt(end) === 58 /* : */) {
    // After an address that can take no more groups (eight written out, or an IPv4 tail), a colon ends a
    // phrase or opens a port: `Sendto[ipv6] fd01:0:106:5:0:a:0:1511: No route`, `::ffff:10.2.3.4:21`.
    // After eight groups only punctuation (`…:1511:9` may be a longer id); after an IPv4 tail a port too.
    const after = text.slice(end, end + 7);
    const v4Tail = /\d\.\d{1,3}$/.test(address);
    const punctuation = /^:(?:[ \t]|$)/.test(after);
    if (!(colons === 7 && !address.includes('::') && punctuation) && !(v4Tail && (punctuation || /^:\d{1,5}(?![\w:.])/.test(after)))) return null;
  } else if (/\w/.test(text.charAt(end))) return null;
  if (/[\w:.]/.test(text.charAt(start - 1)) && !INTERFACE_BEFORE.test(text.slice(Math.max(0, start - 18), start))) return null;
  if (/^\.\d/.test(text.slice(end, end + 2))) return null;
  return cachedAddressClass(address, context);
}

/** The class of a written address, or null when it is none: the address alone decides. */
function addressClass(address: string): Ipv6Class | null {
  // Parsed once: `parse` throws exactly where `isValid` is false (for a string with a colon).
  let parts: number[];
  try {
    parts = ipaddr.IPv6.parse(address).parts;
  } catch {
    return null;
  }
  const addressClass = classOfParts(parts);
  // Outside the four blocks, hextets of letters only (`dead::beef()`, `cafe::babe`) are code, not an address.
  return addressClass === 'other' && !/\d/.test(address) ? null : addressClass;
}

/** Parsed once per distinct address of a scan (`::` stands hundreds of times in a log of C++ names). */
const cachedAddressClass = perScan(addressClass);

const cachedClassAt = lastResult(ipv6ClassAt);

export function isIpv6Of(wanted: Ipv6Class) {
  return (value: string, context: MatchContext): boolean => cachedClassAt(value, context) === wanted;
}

export function hextet(n: number): string {
  return (n & 0xffff).toString(16);
}
