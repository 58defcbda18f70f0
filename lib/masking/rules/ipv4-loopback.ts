import type { PatternRule } from '../types';
import { IPV4, IPV4_ANCHOR, isIpv4Of, octetsOf } from './ipv4-shape';

export const ipv4Loopback: PatternRule = {
  id: 'ipv4-loopback',
  label: 'Loopback IPv4',
  family: 'network',
  priority: 9,
  description: 'A loopback IPv4 address (127.0.0.0/8).',
  regex: IPV4,
  anchor: IPV4_ANCHOR,
  sharedSearch: 'punctuation',
  keywords: ['127.'],
  validate: isIpv4Of('loopback'),
  fakes: ['127.0.0.2', '127.0.0.3', '127.0.1.1', '127.1.1.1', '127.0.0.10', '127.10.0.1', '127.0.2.2', '127.2.0.1', '127.0.0.53', '127.100.0.7'],
  derive: (n) => {
    const [x, y, z] = octetsOf(n);
    return `127.${200 + (x % 50)}.${y}.${z}`;
  },
  examples: { match: ['127.0.0.1', 'localhost 127.0.1.1'], noMatch: ['128.0.0.1', '127.0.0'] },
};
