import ipaddr from 'ipaddr.js';
import type { MatchContext } from '../types';
import { lastResult } from './shape-cache';

/**
 * Four dotted octets; one scan serves the five IPv4 classes. A `:port` or `/prefix` stays outside. An
 * address right after an escaped `\t`, `\r` or `\n` of a JSON string, or after a URL-encoded `/`, `:` or
 * `@` (`http%3A%2F%2F10.0.10.7%2F`), counts as standing alone.
 */
export const IPV4 = /(?:\b|(?<=\\[nrt])|(?<=%(?:2[Ff]|3[Aa]|40)))(?:\d{1,3}\.){3}\d{1,3}\b/g;

/**
 * The scan finds the first dot of a dotted quad (three more octets follow it) and walks back over the
 * first octet, so the shape runs at a few places instead of at every word boundary.
 */
/** The first dot of `d.d.d.d` and the digit after it (two characters, so the search skips dots not followed by one). */
export const IPV4_ANCHOR = { regex: /\.\d(?=\d{0,2}\.\d{1,3}\.\d)/g, width: 2, lead: '0-9', maxLead: 3 };

export type Ipv4Class = 'internal' | 'loopback' | 'reserved' | 'subnet-mask' | 'external';

/** The class of a valid dotted-quad address, following DETECTION.md (masks are checked first). */
export function classifyIpv4(address: string): Ipv4Class {
  const [a, b, c, d] = address.split('.').map(Number);
  return classOfOctets(a, b, c, d);
}

function classOfOctets(a: number, b: number, c: number, d: number): Ipv4Class {
  if (a === 255 && (b === 0 || b === 255) && (c === 0 || c === 255) && (d === 0 || d === 255)) return 'subnet-mask';
  if (a === 10 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168)) return 'internal';
  if (a === 127) return 'loopback';
  if (a === 0 || (a === 169 && b === 254) || (a === 192 && b === 0 && c === 0) || a >= 224) return 'reserved';
  return 'external';
}

/** A valid address standing alone: octets 0–255, not part of a longer dotted number (`10.0.19041.1`). */
export function isStandaloneIpv4(value: string, { text, start, end }: MatchContext): boolean {
  if (!ipaddr.IPv4.isValidFourPartDecimal(value)) return false;
  if (/^\.\d/.test(text.slice(end, end + 2))) return false;
  return !/[\w]\.$/.test(text.slice(Math.max(0, start - 2), start));
}

/**
 * The four octets of a dotted quad as the IPV4 shape matched it (one to three digits each), or null when
 * an octet is over 255 or has a leading zero — the same verdict as ipaddr's isValidFourPartDecimal, read
 * from the character codes without allocating.
 */
function octetsAt(text: string, start: number, end: number, out: number[]): boolean {
  let part = 0;
  let value = 0;
  let digits = 0;
  for (let i = start; i <= end; i++) {
    const code = i < end ? text.charCodeAt(i) : 46;
    if (code === 46 /* . */) {
      if (digits === 0 || value > 255 || part > 3) return false;
      out[part++] = value;
      value = 0;
      digits = 0;
    } else if (code >= 48 && code <= 57) {
      // A leading zero only in an octet padded to three digits (`192.030.0.6`, `059.45.101.203`); a
      // version's `1.02.3.4` is none.
      if (digits === 1 && value === 0 && !(isDigitCode(text.charCodeAt(i + 1)) && !isDigitCode(text.charCodeAt(i + 2)))) return false;
      value = value * 10 + (code - 48);
      digits++;
    } else {
      return false;
    }
  }
  return part === 4;
}

function isDigitCode(code: number): boolean {
  return code >= 48 && code <= 57;
}

function isWordCode(code: number): boolean {
  return isDigitCode(code) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122) || code === 95;
}

const octets = [0, 0, 0, 0];

/**
 * `.port` after an address, as tcpdump and SOCKS logs write an endpoint: one to five digits and then no
 * further `.digit`, on a line that reads `A.port > B.port` (or `IP`/`IP6` right before the address).
 */
function isTcpdumpPort(text: string, start: number, end: number): boolean {
  let i = end + 1;
  while (i < text.length && i - end <= 6 && isDigitCode(text.charCodeAt(i))) i++;
  if (i - end > 6 || (text.charCodeAt(i) === 46 && isDigitCode(text.charCodeAt(i + 1))) || isWordCode(text.charCodeAt(i))) return false;
  const before = text.slice(Math.max(0, start - 4), start);
  return text.startsWith(' > ', i) || (text.startsWith(': ', i) && / > $/.test(text.slice(Math.max(0, start - 3), start))) || /(?:^|[\s(])IP6? $/.test(before) || before.endsWith(' > ');
}

/**
 * A version number written like an address: after a product token of a user agent (`Chrome/104.0.0.0`,
 * `rv:1.9.2.15`), after `version` or a library name (`zlib 1.2.3.4`), after `kernel` or `Linux` (`kernel: 5.15.90.1`), right after `v` (`v1.2.3.4`, not
 * `v 10.0.0.0`, where a masked `v` would change what follows), or `~~10.0.1.2`. A lowercase
 * name before a slash stays an address (`zookeeper/192.168.1.3`, a Kerberos principal's host).
 */
const VERSION_BEFORE = /(?:(?<![A-Za-z])[A-Z][a-z][A-Za-z]{0,19}\/|rv:|~~|(?<![A-Za-z])(?:(?:[Vv]ersion|VERSION|ver|zlib|[Kk]ernel|Linux)["']?\s?[:=]?\s?["']?|v["']?[:=]?["']?))$/;

function isVersionBefore(text: string, start: number): boolean {
  const before = text.charCodeAt(start - 1);
  // Only these characters can end such a prefix; anything else costs one comparison.
  if (before !== 47 && before !== 58 && before !== 126 && before !== 32 && before !== 118 && before !== 61 && before !== 34 && before !== 39) return false;
  return VERSION_BEFORE.test(text.slice(Math.max(0, start - 24), start));
}

/** The class of a standalone address at this place, or null; computed once for the five rules. */
const classAt = lastResult((_value: string, { text, start, end }: MatchContext): Ipv4Class | null => {
  if (!octetsAt(text, start, end, octets)) return null;
  // Not part of a longer dotted number: no `.digit` after it, no `word.` before it (as isStandaloneIpv4),
  // except an address and its port as tcpdump writes them (`IP 10.1.2.3.50550 > 10.9.8.7.443:`).
  if (text.charCodeAt(end) === 46 && isDigitCode(text.charCodeAt(end + 1)) && !isTcpdumpPort(text, start, end)) return null;
  if (start >= 2 && text.charCodeAt(start - 1) === 46 && isWordCode(text.charCodeAt(start - 2))) return null;
  if (isVersionBefore(text, start)) return null;
  return classOfOctets(octets[0], octets[1], octets[2], octets[3]);
});

export function isIpv4Of(wanted: Ipv4Class) {
  return (value: string, context: MatchContext): boolean => classAt(value, context) === wanted;
}

export function octetsOf(n: number): [number, number, number] {
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}
