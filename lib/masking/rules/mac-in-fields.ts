import { keywordStartAnchor } from '../find/compile/keyword-anchor';
import type { FakePool, PatternRule } from '../types';

const hex2 = (n: number) => (n & 255).toString(16).padStart(2, '0');

function poolFor(original: string): FakePool {
  if (original.startsWith('enx')) return { key: 'mac-in-fields:enx', fakes: Array.from({ length: 10 }, (_, i) => `enx02005e1000${hex2(i + 1)}`), derive: (n) => `enx0200${hex2(n >> 16)}${hex2(n >> 8)}${hex2(n)}00` };
  const pairs = original.split(':').length;
  const make = (n: number) => ['02', '00', '5e', hex2(n >> 16), hex2(n >> 8), hex2(n), '02', '42', 'ac', '11', '00', '02', '08', '00'].slice(0, pairs).join(':');
  return { key: `mac-in-fields:${pairs}`, fakes: Array.from({ length: 10 }, (_, i) => make(i + 1)), derive: make };
}

/**
 * Hardware addresses that netfilter writes into its own fields: `MAC=` holds the destination address,
 * the source address and the EtherType as 14 colon-separated pairs (`MAC=00:02:b3:…:08:00`), and
 * systemd names USB network interfaces after their address (`enx503f560021dc`). The whole field is the value.
 */
export const macInFields: PatternRule = {
  id: 'mac-in-fields',
  label: 'MAC Address',
  family: 'network',
  priority: 7,
  description: 'A MAC address in an iptables MAC= field (destination, source and EtherType pairs) or in an enx… interface name.',
  regex: /(?<![\w-])(?:MAC=|(?=enx))((?:[0-9A-Fa-f]{2}:){5,13}[0-9A-Fa-f]{2}|enx[0-9A-Fa-f]{12})(?![\w:-])/,
  group: 1,
  // Both start with one of the keywords, whose starts the engine's keyword pass already knows.
  anchor: keywordStartAnchor(['mac=', 'enx']),
  keywords: ['mac=', 'enx'],
  fakes: ['02:00:5e:10:00:01:02:42:ac:11:00:02:08:00', '02:00:5e:10:00:02:02:42:ac:11:00:03:08:00', '02:00:5e:10:00:03:02:42:ac:11:00:04:08:00', '02:00:5e:10:00:04:02:42:ac:11:00:05:08:00', '02:00:5e:10:00:05:02:42:ac:11:00:06:08:00', '02:00:5e:10:00:06:02:42:ac:11:00:07:08:00', '02:00:5e:10:00:07:02:42:ac:11:00:08:08:00', '02:00:5e:10:00:08:02:42:ac:11:00:09:08:00', '02:00:5e:10:00:09:02:42:ac:11:00:0a:08:00', '02:00:5e:10:00:0a:02:42:ac:11:00:0b:08:00'],
  pool: poolFor,
  derive: (n, original) => poolFor(original).derive(n),
  examples: {
    match: ['Shorewall:net2fw:DROP:IN=eth1 OUT= MAC=00:02:b3:c7:2f:77:38:72:c0:6e:92:9c:08:00 SRC=198.51.100.1', 'IN=enx503f560021dc OUT='],
    noMatch: ['MAC=', 'enx0 up', 'MAC=zz:zz'],
  },
};
