import type { PatternRule } from '../types';
import { IPV6, IPV6_ANCHOR, IPV6_GROUP, hextet, isIpv6Of } from './ipv6-shape';

export const ipv6LinkLocal: PatternRule = {
  id: 'ipv6-link-local',
  label: 'Link-Local IPv6',
  family: 'network',
  priority: 8,
  description: 'A link-local IPv6 address (fe80::/10), with an optional zone id.',
  regex: IPV6,
  anchor: IPV6_ANCHOR,
  sharedSearch: 'punctuation',
  group: IPV6_GROUP,
  keywords: [':'],
  validate: isIpv6Of('link-local'),
  fakes: ['fe80::1c2b:3aff:fe4d:5e6f', 'fe80::a00:27ff:fe00:7', 'fe80::200:5eff:fe00:101', 'fe80::42:acff:fe11:2', 'fe80::1', 'fe80::2', 'fe80::10:20', 'fe80::dead:1', 'fe80::cafe:2', 'fe80::beef:3'],
  derive: (n) => `fe80::ffff:${hextet(n >> 16)}:${hextet(n)}`,
  examples: {
    match: ['fe80::1%eth0', 'fe80::1c2b:3aff:fe4d:5e6f', 'FE80::0202:B3FF:FE1E:8329'],
    noMatch: ['fe80:1', 'std::vector<int>'],
  },
};
