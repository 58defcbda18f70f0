import type { PatternRule } from '../types';
import { IPV6, IPV6_ANCHOR, IPV6_GROUP, hextet, isIpv6Of } from './ipv6-shape';

export const ipv6External: PatternRule = {
  id: 'ipv6-external',
  label: 'External IPv6',
  family: 'network',
  priority: 8,
  description: 'A global unicast IPv6 address (2000::/3).',
  regex: IPV6,
  anchor: IPV6_ANCHOR,
  sharedSearch: 'punctuation',
  group: IPV6_GROUP,
  keywords: [':'],
  validate: isIpv6Of('external'),
  fakes: ['2001:db8::10', '2001:db8:85a3::8a2e:370:7334', '2001:db8:1::1', '2001:db8:a:b::c', '2001:db8:ffff::1', '2001:db8:0:1::2', '2001:db8:42::42', '2001:db8:dead:beef::1', '2001:db8:100::5', '2001:db8:cafe::3'],
  derive: (n) => `2001:db8:${hextet(n >> 16)}:${hextet(n)}::1`,
  examples: {
    match: ['2001:0db8:85a3:0000:0000:8a2e:0370:7334', '2606:4700:4700::1111', 'client [2a00:1450:4009:80b::200e]:443', '2001:db8::ffff:192.0.2.1', '2001:db8:0:0:0:0:192.0.2.1'],
    noMatch: ['12:34:56', 'std::vector', 'Foo::Bar', '::1', '2001:db8:1'],
  },
};
