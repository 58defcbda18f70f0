import type { PatternRule } from '../types';
import { IPV4, IPV4_ANCHOR, isIpv4Of, octetsOf } from './ipv4-shape';

export const ipv4Reserved: PatternRule = {
  id: 'ipv4-reserved',
  label: 'Reserved IPv4',
  family: 'network',
  priority: 9,
  description: 'A reserved IPv4 address: 0/8, link-local 169.254/16, 192.0.0/24, multicast and 240–255.',
  regex: IPV4,
  anchor: IPV4_ANCHOR,
  sharedSearch: 'punctuation',
  keywords: ['.'],
  validate: isIpv4Of('reserved'),
  fakes: ['169.254.10.20', '169.254.1.5', '169.254.99.1', '224.0.0.251', '239.255.255.250', '224.0.1.1', '0.0.0.1', '192.0.0.9', '240.0.0.1', '169.254.169.254'],
  derive: (n) => {
    const [, y, z] = octetsOf(n);
    return `169.254.${y}.${z}`;
  },
  examples: { match: ['169.254.169.254', '224.0.0.251', '0.0.0.0', '192.0.0.8', '255.255.255.128'], noMatch: ['192.0.2.1', '10.0.0.1'] },
};
