import { isTopLevelDomain } from '../../find/top-level-domains';
import type { PatternRule } from '../../types';

const FAKES = [
  'host-192-0-2-10.example.net', 'ip-192-0-2-11.example.net', 'host-198-51-100-12.example.net', 'ip-198-51-100-13.example.net',
  'host-203-0-113-14.example.net', 'ip-203-0-113-15.example.net', 'host-192-0-2-16.example.net', 'ip-192-0-2-17.example.net',
  'host-198-51-100-18.example.net', 'ip-203-0-113-19.example.net',
];

const OCTET = /^\d{1,3}$/;

/** Whether `parts[i..i+3]` are four octets (0–255, zero-padded allowed) joined by one separator `sep`. */
function isQuadAt(parts: string[], separators: string[], i: number, sep: string): boolean {
  for (let k = 0; k < 4; k++) {
    const part = parts[i + k];
    if (part === undefined || !OCTET.test(part) || Number(part) > 255) return false;
    if (k > 0 && separators[i + k - 1] !== sep) return false;
  }
  return true;
}

/**
 * A host name with an IPv4 address written inside it, which names the machine as surely as the address:
 * `ip-10-0-1-23`, `wifi-10-20-30-40.corp.example.net`, `ec2-52-80-34-196.compute-1.amazonaws.com`,
 * `dsl-059-45-101-203.example.net` (dash-joined octets, zero-padded too, with a letter label before or
 * after), and names with the dotted address in front or after a letter label, forward or reversed:
 * `203.0.113.7.dynamic.example.net`, `dsl-static-059.45.101.203.isp.net`, `static.1.1.168.192.client.net`,
 * `7.113.0.203.in-addr.arpa`. The whole name is the value.
 */
export function isIpHostName(value: string): boolean {
  const lower = value.toLowerCase();
  // Reverse zones: `113.0.203.in-addr.arpa` (one to four octets, after a host label or not:
  // `fw01.113.0.203.in-addr.arpa`), `…​.8.b.d.0.1.0.0.2.ip6.arpa` (nibbles).
  if (lower.endsWith('.in-addr.arpa')) return /^(?:[a-z0-9_-]{1,63}\.)?(?:\d{1,3}\.){1,4}in-addr\.arpa$/.test(lower);
  if (lower.endsWith('.ip6.arpa')) return /^(?:[0-9a-f]\.){4,32}ip6\.arpa$/.test(lower);
  const parts = value.split(/[-.]/);
  // Pairs of hex digits throughout are a hardware address (`02-00-5E-10-00-00-00-01`), not a host.
  if (parts.every((part) => /^[0-9A-Fa-f]{2}$/.test(part))) return false;
  const separators = value.match(/[-.]/g) ?? [];
  if (!parts.some((part) => /[A-Za-z]/.test(part))) return false;
  for (let i = 0; i + 3 < parts.length; i++) {
    if (isQuadAt(parts, separators, i, '-')) {
      // Dashed octets with a letter label on either side (`ip-…`, `…​.example.net`); a date-like run of
      // numbers alone is no host.
      return parts.slice(0, i).some((part) => /[A-Za-z]/.test(part)) || parts.slice(i + 4).some((part) => /[A-Za-z]/.test(part));
    }
    if (isQuadAt(parts, separators, i, '.')) {
      // A dotted address (forward or reversed) followed by a domain of at least two labels with a real
      // top-level domain; before it, nothing or a letter label (`dsl-static-059.45.101.203.isp.example.net`,
      // `static.1.1.168.192.client.example.net`).
      if (i > 0 && !parts.slice(0, i).some((part) => /[A-Za-z]/.test(part))) return false;
      const rest = parts.slice(i + 4);
      if (separators.slice(i + 3, i + 4).some((sep) => sep !== '.')) return false;
      return rest.length >= 2 && value.slice(value.length - rest.join('.').length).split('.').length === rest.length && rest.every((label) => /^[A-Za-z0-9]+$/.test(label)) && isTopLevelDomain(rest[rest.length - 1].toLowerCase()) && /[A-Za-z]/.test(rest[0]);
    }
  }
  return false;
}

export const ipHostName: PatternRule = {
  id: 'ip-host-name',
  label: 'IP Host Name',
  family: 'network',
  priority: 1,
  description: 'A host name with an IPv4 address inside it (ip-10-0-1-23, ec2-52-80-34-196.compute-1.amazonaws.com, 203.0.113.7.dynamic.example.net): the whole name.',
  regex: /(?<![\w.-])[A-Za-z0-9]{1,63}(?:[-.][A-Za-z0-9]{1,63}){2,40}(?![\w-]|\.[A-Za-z0-9])/,
  anchor: { regex: /[-.]\d{1,3}[-.](?:\d{1,3}-\d|[A-Za-z]|\d{1,3}\.\d{1,3}\.\d{1,3}\.[A-Za-z])|\.[0-9a-f]\.ip6\./g, lead: 'A-Za-z0-9.-', maxLead: 120 },
  sharedSearch: 'punctuation',
  keywords: [],
  validate: (value) => isIpHostName(value),
  fakes: FAKES,
  derive: (n) => `host-192-0-${(n >> 8) & 255}-${n & 255}.example.net`,
  examples: {
    match: ['connect from ip-10-0-1-23 port 22', 'rhost=wifi-10-20-30-40.corp.example.net', 'ec2-52-80-34-196.compute-1.amazonaws.com', 'dsl-059-45-101-203.example.net', 'calvisitor-10-105-160-95.calvisitor.ethz.ch', 'PTR 7.113.0.203.in-addr.arpa', 'Address 203.0.113.9 maps to fw01.113.0.203.in-addr.arpa, but', '10-0-1-23.default.pod.cluster.local', 'zone 100.51.198.in-addr.arpa.', 'client dsl-static-059.45.101.203.isp.example.net connected', 'rdns static.1.1.168.192.client.example.net ok', '9.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.1.0.0.8.b.d.0.1.0.0.2.ip6.arpa'],
    noMatch: ['2015-10-18-12', 'version 1.2.3.4', 'app-10.0.1.2.tar', '10.0.0.1', 'build 10-20-30', 'v1-2-3-4', 'java-1.8.0.292.el7.x86_64', 'python-3.9.1.2.post1.dev0', 'pkg-1.2.3.4.tar.gz'],
  },
};
