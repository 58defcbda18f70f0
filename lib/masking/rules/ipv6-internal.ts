import type { PatternRule } from '../types';
import { IPV6, IPV6_ANCHOR, IPV6_GROUP, hextet, isIpv6Of } from './ipv6-shape';

export const ipv6Internal: PatternRule = {
  id: 'ipv6-internal',
  label: 'Internal IPv6',
  family: 'network',
  priority: 8,
  description: 'A unique local IPv6 address (fc00::/7).',
  regex: IPV6,
  anchor: IPV6_ANCHOR,
  sharedSearch: 'punctuation',
  group: IPV6_GROUP,
  keywords: [':'],
  validate: isIpv6Of('internal'),
  fakes: ['fd00:1:2:3::10', 'fd12:3456:789a:1::1', 'fd00:abcd::5', 'fdaa:bb:cc::20', 'fd01:2:3:4::8', 'fd99::1:2', 'fd42:42:42::42', 'fdde:ad00:be:ef::3', 'fd10:20:30::40', 'fdc0:ffee::6'],
  derive: (n) => `fd00:ffff:${hextet(n >> 16)}:${hextet(n)}::1`,
  examples: {
    match: ['Sendto[ipv6] fd01:0:106:5:0:a:0:1511: No route to host', 'fd12:3456:789a:1::1', 'fc00::1', '[fdab:cdef:1234::5]:8443'],
    noMatch: ['fg00::1', 'Foo::Bar'],
  },
};
