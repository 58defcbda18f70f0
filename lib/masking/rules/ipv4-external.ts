import type { PatternRule } from '../types';
import { IPV4, IPV4_ANCHOR, isIpv4Of } from './ipv4-shape';

const DOCUMENTATION_NETS = ['192.0.2', '198.51.100', '203.0.113'];

/**
 * Fakes come from the documentation ranges (RFC 5737); past their 762 addresses, from the benchmarking
 * range 198.18.0.0/15 (RFC 2544), which no real system uses either.
 */
function deriveExternal(n: number): string {
  if (n < 762) return `${DOCUMENTATION_NETS[n % 3]}.${1 + Math.floor(n / 3)}`;
  const m = n - 762;
  return `198.${18 + ((m >> 16) & 1)}.${(m >> 8) & 255}.${m & 255}`;
}

export const ipv4External: PatternRule = {
  id: 'ipv4-external',
  label: 'External IPv4',
  family: 'network',
  priority: 9,
  description: 'A public (external) IPv4 address.',
  regex: IPV4,
  anchor: IPV4_ANCHOR,
  sharedSearch: 'punctuation',
  keywords: ['.'],
  validate: isIpv4Of('external'),
  fakes: ['203.0.113.10', '198.51.100.23', '192.0.2.44', '203.0.113.77', '198.51.100.5', '192.0.2.150', '203.0.113.200', '198.51.100.99', '192.0.2.7', '203.0.113.31'],
  derive: deriveExternal,
  examples: { match: ['8.8.8.8', 'client 52.14.200.7:443', '1.1.1.1'], noMatch: ['kernel: 5.15.90.1 booted', 'Chrome/104.0.0.0 Safari/537.36', 'rv:1.9.2.15) Gecko', 'InnoDB: Compressed tables use zlib 1.2.3.4', '"version":"4.2.3.20"', '1.2.3', '999.1.1.1', '8.8.8.8.8', 'Windows 10.0.19041.1'] },
};
