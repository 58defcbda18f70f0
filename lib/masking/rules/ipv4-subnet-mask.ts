import type { PatternRule } from '../types';
import { IPV4, IPV4_ANCHOR, isIpv4Of } from './ipv4-shape';

/*
 * Only eight values have this shape (255, then 0 or 255), so replace mode maps them onto other real,
 * contiguous netmasks (which DETECTION.md classes as reserved); one-to-one holds with room to spare.
 */
export const ipv4SubnetMask: PatternRule = {
  id: 'ipv4-subnet-mask',
  label: 'Subnet Mask',
  family: 'network',
  priority: 9,
  description: 'A subnet mask: 255 first, every other octet 0 or 255.',
  regex: IPV4,
  anchor: IPV4_ANCHOR,
  sharedSearch: 'punctuation',
  keywords: ['255.'],
  validate: isIpv4Of('subnet-mask'),
  fakes: ['255.255.255.128', '255.255.255.192', '255.255.255.224', '255.255.255.240', '255.255.255.248', '255.255.255.252', '255.255.254.0', '255.255.252.0', '255.255.248.0', '255.255.240.0'],
  derive: (n) => `255.255.${(n * 7) % 256}.${n % 256}`,
  examples: { match: ['255.255.255.0', 'netmask 255.255.0.0', '255.0.0.0'], noMatch: ['255.255.255.128', '254.255.255.0'] },
};
