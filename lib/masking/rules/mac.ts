import type { FakePool, PatternRule } from '../types';
import { poolsByClass } from './pool-cache';

const LOCAL_MACS = [
  '02:00:5e:10:00:01', '02:42:ac:11:00:02', '06:5f:9c:71:2d:e8', '0a:00:27:00:00:07', '0e:33:44:55:66:77',
  '12:34:56:78:9a:bc', '1a:7e:c4:09:b3:52', '22:00:00:00:00:10', '2e:a1:b2:c3:d4:e5', '3a:bc:de:f0:12:34',
];

/** The pool of one separator and case (`U` for upper, `l` for lower). */
const poolOfClass = poolsByClass((separator: string, letterCase: string): FakePool => {
  const upper = letterCase === 'U';
  const shape = (mac: string) => {
    const joined = mac.replace(/:/g, separator);
    return upper ? joined.toUpperCase() : joined;
  };
  return {
    key: `mac${separator}${upper ? 'U' : 'l'}`,
    fakes: LOCAL_MACS.map(shape),
    // 02:xx… is a locally administered unicast address, never a vendor's.
    derive: (n) => shape(`02:00:00:${((n >> 16) & 255).toString(16).padStart(2, '0')}:${((n >> 8) & 255).toString(16).padStart(2, '0')}:${(n & 255).toString(16).padStart(2, '0')}`),
  };
});

function poolFor(original: string): FakePool {
  const upper = original === original.toUpperCase() && /[A-F]/.test(original);
  return poolOfClass(original.charAt(2), upper ? 'U' : 'l');
}

/** Every pair ff, or every pair 00. */
const NO_DEVICE = /^(?:(?:ff[:-])+ff|(?:00[:-])+00)$/i;

/** Six pairs of hex digits joined by `:` or `-` (the same separator throughout), any case. */
export const mac: PatternRule = {
  id: 'mac',
  label: 'MAC Address',
  family: 'network',
  priority: 7,
  description: 'A MAC address: six pairs of hex digits (or eight, EUI-64) joined by colons or hyphens; not the broadcast ff:ff:ff:ff:ff:ff or all-zero address.',
  // Six pairs (EUI-48), or eight (EUI-64, as FireWire, ZigBee and IPv6 interface ids use it).
  regex: /\b[0-9A-Fa-f]{2}(?::[0-9A-Fa-f]{2}){5}(?:(?::[0-9A-Fa-f]{2}){2})?\b|\b[0-9A-Fa-f]{2}(?:-[0-9A-Fa-f]{2}){5}(?:(?:-[0-9A-Fa-f]{2}){2})?\b/g,
  // The first separator (two more pairs follow it), then back over the first pair.
  anchor: { regex: /[:-](?=[0-9A-Fa-f]{2}[:-][0-9A-Fa-f]{2}[:-])/g, width: 1, lead: '0-9A-Fa-f', maxLead: 2 },
  sharedSearch: 'punctuation',
  keywords: [],
  // The broadcast address (all ones) and the all-zero one name no device: `brd ff:ff:ff:ff:ff:ff` stays readable.
  validate: (value, { text, start, end }) => !/^[:-][0-9A-Fa-f]/.test(text.slice(end, end + 2)) && !/[:-]$/.test(text.charAt(start - 1)) && !NO_DEVICE.test(value),
  fakes: LOCAL_MACS,
  pool: poolFor,
  derive: (n, original) => poolFor(original).derive(n),
  examples: {
    match: ['00:1A:2B:3C:4D:5E', 'aa-bb-cc-dd-ee-ff', 'ieee64 00:12:4b:00:1a:2b:3c:4d', 'EUI-64 02-00-5E-10-00-00-00-01', 'link/ether 52:54:00:12:34:56 brd ff:ff:ff:ff:ff:ff'],
    noMatch: ['00:1A:2B-3C:4D:5E', '12:34:56', '00:1A:2B:3C:4D:5E:6F', '2001:db8::1', 'dst FF:FF:FF:FF:FF:FF', 'mac 00-00-00-00-00-00'],
  },
};
