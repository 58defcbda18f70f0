import type { PatternRule } from '../types';
import { IPV6, IPV6_ANCHOR, IPV6_GROUP, hextet, isIpv6Of } from './ipv6-shape';

/** Fakes for an IPv4-mapped address keep the mapping, with an IPv4 of the documentation ranges. */
const MAPPED_FAKES = ['::ffff:192.0.2.10', '::ffff:198.51.100.20', '::ffff:203.0.113.30', '::ffff:192.0.2.40', '::ffff:198.51.100.50', '::ffff:203.0.113.60', '::ffff:192.0.2.70', '::ffff:198.51.100.80', '::ffff:203.0.113.90', '::ffff:192.0.2.100'];
const OTHER_FAKES = ['2001:db8::a1', '2001:db8::b2', '2001:db8::c3', '2001:db8::d4', '2001:db8::e5', '2001:db8::f6', '2001:db8::17', '2001:db8::28', '2001:db8::39', '2001:db8::4a'];

/**
 * Every other IPv6 address: loopback `::1`, IPv4-mapped `::ffff:10.0.0.1` (whole, not just its IPv4
 * tail), IPv4-compatible and addresses outside the global, unique-local, link-local and multicast blocks
 * (`1::8`). Only the unspecified `::` stays.
 */
export const ipv6Other: PatternRule = {
  id: 'ipv6-other',
  label: 'IPv6',
  family: 'network',
  priority: 8,
  description: 'Any other IPv6 address: loopback ::1, IPv4-mapped ::ffff:a.b.c.d (whole) and addresses outside the four blocks.',
  regex: IPV6,
  anchor: IPV6_ANCHOR,
  sharedSearch: 'punctuation',
  group: IPV6_GROUP,
  keywords: [':'],
  validate: isIpv6Of('other'),
  fakes: OTHER_FAKES,
  pool: (original) =>
    /^::ffff:\d/i.test(original)
      ? { key: 'ipv6-other:mapped', fakes: MAPPED_FAKES, derive: (n) => `::ffff:198.51.${(n >> 8) & 255}.${n & 255}` }
      : { key: 'ipv6-other', fakes: OTHER_FAKES, derive: (n) => `2001:db8:ffff:${hextet(n >> 16)}::${hextet(n)}` },
  derive: (n) => `2001:db8:ffff:${hextet(n >> 16)}::${hextet(n)}`,
  examples: {
    match: ['::1', 'connect to [::1]:8080', '1::8', 'client ::ffff:10.0.0.1 port 22', '::ffff:203.0.113.9', '0:0:0:0:0:ffff:129.144.52.38'],
    noMatch: ['::', 'std::vector', 'Foo::Bar', '12:34:56', '1:2:3:4:5:1.2.3.4'],
  },
};
