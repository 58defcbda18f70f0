import type { FakePool, PatternRule } from '../types';

const FAKES = ['0200.5e10.0001', '0242.ac11.0002', '065f.9c71.2de8', '0a00.2700.0007', '0e33.4455.6677', '1234.569a.bcde', '1a7e.c409.b352', '2200.0000.0010', '2ea1.b2c3.d4e5', '3abc.def0.1234'];

function poolFor(original: string): FakePool {
  if (original.length === 14) return { key: 'mac-dotted', fakes: FAKES, derive: (n) => `0200.00${hex2(n >> 16)}.${hex2(n >> 8)}${hex2(n)}` };
  // A bridge id keeps its priority and gets a locally administered address.
  const priority = original.slice(0, 5);
  return { key: `mac-dotted:${priority}`, fakes: FAKES.map((fake) => priority + fake.replace(/\./g, '')), derive: (n) => `${priority}020000${hex2(n >> 16)}${hex2(n >> 8)}${hex2(n)}` };
}

function hex2(n: number): string {
  return (n & 255).toString(16).padStart(2, '0');
}

/**
 * A MAC address in Cisco's dotted notation (`0012.3456.789a`, as `show mac address-table` and `show arp`
 * print it) or inside a Linux bridge id (`8000.ba06e5f8675c`, as `brctl show` prints it). One of its
 * digits must be a letter a–f, so a dotted number (`1234.5678.9012`) is no address.
 */
export const macDotted: PatternRule = {
  id: 'mac-dotted',
  label: 'MAC Address',
  family: 'network',
  priority: 7,
  description: 'A MAC address in Cisco dotted notation (0012.3456.789a) or in a bridge id (8000.ba06e5f8675c).',
  regex: /(?<![\w.:-])[0-9A-Fa-f]{4}\.(?:[0-9A-Fa-f]{4}\.[0-9A-Fa-f]{4}|[0-9A-Fa-f]{12})(?![\w.:-])/,
  anchor: { regex: /\.(?=[0-9A-Fa-f]{4}(?:\.[0-9A-Fa-f]{4}(?![\w.:-])|[0-9A-Fa-f]{8}(?![\w.:-])))/g, width: 1, lead: '0-9A-Fa-f', maxLead: 4 },
  sharedSearch: 'punctuation',
  keywords: ['.'],
  validate: (value) => /[A-Fa-f]/.test(value),
  fakes: FAKES,
  pool: poolFor,
  derive: (n, original) => poolFor(original).derive(n),
  examples: {
    match: ['  10    0012.3456.789a    DYNAMIC     Gi1/0/1', 'Internet  10.1.1.1   5   aabb.cc00.0100  ARPA   Ethernet0/0', 'br-ex   8000.82ee46beaf4d   no   phy-br-ex'],
    noMatch: ['version 1234.5678.9012', 'build 2024.0101.1234', 'file abcd.efgh.ijkl'],
  },
};
