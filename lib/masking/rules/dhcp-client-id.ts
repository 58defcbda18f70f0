import type { FakePool, PatternRule } from '../types';
import { poolsByClass } from './pool-cache';

const hex = (n: number) => (n & 255).toString(16).padStart(2, '0');

/**
 * Fakes of one shape: the same separator, the same number of pairs and the same type prefix, with a locally
 * administered MAC (`02:00:00:…`) where the device's address stood and a zero time in a DUID-LLT.
 */
const poolOfShape = poolsByClass((separator: string, prefix: string, count: string): FakePool => {
  const pairs = Number(count);
  const head = prefix.split(',');
  const fake = (n: number) => [...head, ...Array<string>(pairs - head.length - 6).fill('00'), '02', '00', '00', hex(n >> 16), hex(n >> 8), hex(n)].join(separator);
  return { key: `dhcp-id${separator}${prefix}${count}`, fakes: Array.from({ length: 10 }, (_, k) => fake(k + 1)), derive: (n) => fake(n + 11) };
});

function poolFor(original: string): FakePool {
  const separator = original.charAt(2);
  const pairs = original.split(separator);
  // The type: `01` (Ethernet) of a client id, `00:01:00:01` or `00:03:00:01` of a DUID.
  const prefix = pairs.length === 7 ? pairs[0] : pairs.slice(0, 4).join(',');
  return poolOfShape(separator, prefix.toLowerCase(), String(pairs.length));
}

const PAIR = '[0-9A-Fa-f]{2}';
const shapes = (sep: string) =>
  `01(?:${sep}${PAIR}){6}|00${sep}0[13]${sep}00${sep}0[1-9A-Fa-f](?:${sep}${PAIR}){6}(?:(?:${sep}${PAIR}){4})?`;

/**
 * A DHCP client identifier or DHCPv6 DUID that carries a device's MAC address: hardware type 1 and the MAC
 * (`01:00:0c:29:aa:bb:cd`, RFC 2132 option 61), a DUID-LL (`00:03:00:01` and the MAC) or a DUID-LLT
 * (`00:01:00:01`, a time, the MAC; RFC 8415). The MAC rule reads six pairs alone, so these kept the
 * device's address visible inside them. Masked whole, as a MAC is.
 */
export const dhcpClientId: PatternRule = {
  id: 'dhcp-client-id',
  label: 'DHCP Client ID',
  family: 'network',
  priority: 7,
  description: "A DHCP client id or DHCPv6 DUID that holds a device's MAC address (01:00:0c:29:aa:bb:cd, a DUID-LL 00:03:00:01:…, a DUID-LLT 00:01:00:01:…), masked whole.",
  regex: new RegExp(`(?<![\\w:-])(?:${shapes(':')}|${shapes('-')})(?![\\w:-])`, 'g'),
  // The first separator, six more pairs after it, then back over the first pair: found in the one
  // punctuation pass the MAC and IP anchors share (find/shared-search.ts).
  anchor: { regex: /[:-](?=[0-9A-Fa-f]{2}[:-][0-9A-Fa-f]{2}[:-][0-9A-Fa-f]{2}[:-][0-9A-Fa-f]{2}[:-][0-9A-Fa-f]{2}[:-][0-9A-Fa-f]{2})/g, width: 1, lead: '0-9A-Fa-f', maxLead: 2 },
  sharedSearch: 'punctuation',
  // DHCP servers and clients name the field; without one of these the rule does not run.
  keywords: ['cid=', 'cid:', 'cid ', 'duid', 'client-id', 'client id', 'clientid', 'client_id', 'client identifier', 'uid 01:', 'uid 01-'],
  fakes: Array.from({ length: 10 }, (_, k) => `01:02:00:00:00:00:${hex(k + 1)}`),
  pool: poolFor,
  derive: (n, original) => poolFor(original).derive(n),
  examples: {
    match: [
      'DHCP4_PACKET_RECEIVED [hwtype=1 00:0c:01:02:03:05], cid=[01:00:0c:01:02:03:05], tid=0x1a2b',
      'DHCP6 duid=[00:01:00:01:2a:3b:4c:5d:00:0c:29:aa:bb:cc], tid=0x9',
      'DHCPDISCOVER from 00:0c:29:aa:bb:cd via eth0 uid 01:00:0c:29:aa:bb:cd',
      'dhcp: ClientID=01-00-0c-29-aa-bb-d0 lease granted',
      'dhcp6: client duid 00:03:00:01:00:0c:29:aa:bb:cc',
    ],
    noMatch: ['dhcp: 01:00:0c:29:aa:bb', 'dhcp: fe80:0:0:0:1:2:3:4', 'dhcp: 00:0c:29:aa:bb:cd', 'cid=01:00:0c:29:aa:bb:cd:ef:01'],
  },
};
