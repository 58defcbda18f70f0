import type { PatternRule } from '../types';
import { IPV6, IPV6_ANCHOR, IPV6_GROUP, hextet, isIpv6Of } from './ipv6-shape';

export const ipv6Multicast: PatternRule = {
  id: 'ipv6-multicast',
  label: 'Multicast IPv6',
  family: 'network',
  priority: 8,
  description: 'A multicast IPv6 address (ff00::/8).',
  regex: IPV6,
  anchor: IPV6_ANCHOR,
  sharedSearch: 'punctuation',
  group: IPV6_GROUP,
  keywords: [':'],
  validate: isIpv6Of('multicast'),
  fakes: ['ff02::1:3', 'ff05::1:3', 'ff02::fb', 'ff0e::101', 'ff02::1:2', 'ff15::abcd', 'ff02::16', 'ff05::2', 'ff08::1:1', 'ff0e::c'],
  derive: (n) => `ff0e::ffff:${hextet(n >> 16)}:${hextet(n)}`,
  examples: {
    match: ['ff02::1', 'ff05::1:3'],
    noMatch: ['ff:ff', '12:34:56'],
  },
};
