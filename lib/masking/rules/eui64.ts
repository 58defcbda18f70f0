import { mac } from './mac';
import type { PatternRule } from '../types';

/** Eight pairs of hex digits (EUI-64, as FireWire, ZigBee and IPv6 interface ids use it), the same separator throughout. */
export const eui64: PatternRule = {
  id: 'eui64',
  label: 'MAC Address',
  family: 'network',
  priority: 7,
  description: 'An EUI-64 hardware address: eight pairs of hex digits joined by colons or hyphens.',
  regex: /(?<![\w:-])[0-9A-Fa-f]{2}(?::[0-9A-Fa-f]{2}){7}(?![\w:-])|(?<![\w:-])[0-9A-Fa-f]{2}(?:-[0-9A-Fa-f]{2}){7}(?![\w:-])/g,
  anchor: { regex: /[:-](?=(?:[0-9A-Fa-f]{2}[:-]){6}[0-9A-Fa-f]{2})/g, width: 1, lead: '0-9A-Fa-f', maxLead: 2 },
  keywords: [],
  fakes: mac.fakes.map((fake) => `${fake.slice(0, 8)}:ff:fe:${fake.slice(9)}`),
  derive: (n) => `02:00:00:ff:fe:${((n >> 16) & 255).toString(16).padStart(2, '0')}:${((n >> 8) & 255).toString(16).padStart(2, '0')}:${(n & 255).toString(16).padStart(2, '0')}`,
  examples: {
    match: ['ieee64 00:12:4b:00:1a:2b:3c:4d', 'EUI-64 02-00-5E-10-00-00-00-01'],
    noMatch: ['00:12:4b:00:1a:2b', '00:12:4b:00:1a:2b:3c:4d:5e'],
  },
};
