import type { FakePool, PatternRule } from '../types';
import { IPV4, IPV4_ANCHOR, isIpv4Of, octetsOf } from './ipv4-shape';

const POOLS: Record<string, readonly string[]> = {
  '10': ['10.20.30.40', '10.1.2.3', '10.10.10.21', '10.0.5.17', '10.8.0.12', '10.44.1.9', '10.12.7.80', '10.3.3.33', '10.99.0.4', '10.60.2.250'],
  '172': ['172.16.5.10', '172.17.0.2', '172.18.4.20', '172.20.1.15', '172.22.8.8', '172.24.3.30', '172.26.0.9', '172.28.6.60', '172.30.2.2', '172.31.9.99'],
  '192': ['192.168.1.50', '192.168.0.20', '192.168.2.101', '192.168.10.5', '192.168.50.25', '192.168.3.33', '192.168.4.44', '192.168.8.80', '192.168.20.2', '192.168.100.10'],
};

/** Fakes stay in the original's private block (10/8, 172.16/12 or 192.168/16). */
function poolFor(original: string): FakePool {
  const block = original.split('.')[0];
  const derive = (n: number): string => {
    const [x, y, z] = octetsOf(n);
    if (block === '10') return `10.${200 + (x % 50)}.${y}.${z}`;
    if (block === '172') return `172.${16 + (x % 16)}.${y}.${z}`;
    return `192.168.${y}.${z}`;
  };
  return { key: `ipv4-internal:${block}`, fakes: POOLS[block] ?? POOLS['10'], derive };
}

export const ipv4Internal: PatternRule = {
  id: 'ipv4-internal',
  label: 'Internal IPv4',
  family: 'network',
  priority: 9,
  description: 'A private IPv4 address (10.0.0.0/8, 172.16.0.0/12, 192.168.0.0/16).',
  regex: IPV4,
  anchor: IPV4_ANCHOR,
  sharedSearch: 'punctuation',
  keywords: ['.'],
  validate: isIpv4Of('internal'),
  fakes: POOLS['10'],
  pool: poolFor,
  derive: (n, original) => poolFor(original).derive(n),
  examples: {
    match: ['10.0.0.5', '172.16.254.1', '192.168.1.10:8080', 'from 10.2.3.4/24', 'IP 10.1.2.3.50550 > 10.9.8.7.443: Flags [S]', 'GET /proxy?u=http%3A%2F%2F10.0.10.7%2Fadmin HTTP/1.1', 'client 010.001.002.003 connected'],
    noMatch: ['10.0.19041.1', '1.2.3', '172.32.0.1', '10.0.0.256', 'v10.0.0.1', 'release 10.02.3.4', 'oid 10.1.2.3.50550.1', 'build 10.1.2.3.4567 ready'],
  },
};
