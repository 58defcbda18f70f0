import ipaddr from 'ipaddr.js';
import type { MatchContext } from '../types';
import { lastResult } from './shape-cache';

/** Four dotted octets; one scan serves the five IPv4 classes. A `:port` or `/prefix` stays outside. */
export const IPV4 = /\b(?:\d{1,3}\.){3}\d{1,3}\b/g;

export type Ipv4Class = 'internal' | 'loopback' | 'reserved' | 'subnet-mask' | 'external';

/** The class of a valid dotted-quad address, following DETECTION.md (masks are checked first). */
export function classifyIpv4(address: string): Ipv4Class {
  const [a, b, c, d] = address.split('.').map(Number);
  if (a === 255 && [b, c, d].every((octet) => octet === 0 || octet === 255)) return 'subnet-mask';
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

/** The class of a standalone address at this place, or null; computed once for the five rules. */
const classAt = lastResult((value: string, context: MatchContext): Ipv4Class | null =>
  isStandaloneIpv4(value, context) ? classifyIpv4(value) : null,
);

export function isIpv4Of(wanted: Ipv4Class) {
  return (value: string, context: MatchContext): boolean => classAt(value, context) === wanted;
}

export function octetsOf(n: number): [number, number, number] {
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}
