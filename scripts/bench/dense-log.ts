/**
 * A value-dense application log for the file mode of `bench:tool` (issue 30 §4): a mixed log with a
 * sensitive value about every 60 characters (emails, IPv4 addresses, user=…, UUIDs, host names, tokens,
 * MACs) and many distinct ones — each UUID and token is new, an address or user comes from a pool of
 * hundreds of thousands — the case where the file mode's work per value (the session's mappings, the
 * Rules Distribution) dominates rather than the scanning of text.
 */
import { closeSync, openSync, writeSync } from 'node:fs';
import type { BigLog } from './big-log';
import { Picker, seededRandom } from './random';

const FIRST = ['james', 'maria', 'wei', 'fatima', 'olga', 'kenji', 'amara', 'lucas', 'priya', 'noah', 'sofia', 'omar', 'elena', 'arjun', 'chloe', 'mateo'];
const DOMAINS = ['initech.com', 'globex.io', 'umbrella-corp.net', 'hooli.co.uk', 'piedpiper.dev', 'vandelay-industries.com'];
const SERVICES = ['auth', 'billing', 'search', 'orders', 'gateway', 'profile', 'notify', 'export'];
const BASE62 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** How many distinct people and addresses the log draws from (every UUID and token is distinct anyway). */
const PEOPLE = 300_000;
const BLOCK_CHARS = 1_000_000;

/** One ~1,000,000-character block of the log, and the values planted in it. */
function denseBlock(p: Picker, lineNumber: { n: number }): { text: string; planted: BigLog['blocks'][number]['planted'] } {
  const planted: BigLog['blocks'][number]['planted'] = [];
  const plant = (kind: string, value: string) => {
    planted.push({ kind, value });
    return value;
  };
  const person = () => p.int(0, PEOPLE - 1);
  const user = (id = person()) => plant('user', `${FIRST[id % FIRST.length]}.${id.toString(36)}`);
  const email = (id = person()) => plant('email', `${FIRST[id % FIRST.length]}.${id.toString(36)}@${DOMAINS[id % DOMAINS.length]}`);
  const ip = () => plant('ipv4', `10.${p.int(0, 255)}.${p.int(0, 255)}.${p.int(1, 254)}`);
  const publicIp = () => plant('ipv4', `${p.pick([52, 81, 104, 145, 185, 212])}.${p.int(0, 255)}.${p.int(0, 255)}.${p.int(1, 254)}`);
  const uuid = () => plant('uuid', `${p.hex(8)}-${p.hex(4)}-4${p.hex(3)}-a${p.hex(3)}-${p.hex(12)}`);
  const host = () => plant('host', `${p.pick(SERVICES)}-${p.int(1, 4000)}.prod.${p.pick(DOMAINS)}`);
  const token = () => plant('token', `${p.chars(BASE62, 32)}`);
  const mac = () => plant('mac', Array.from({ length: 6 }, () => p.hex(2)).join(':'));
  const lines: string[] = [];
  let length = 0;
  while (length < BLOCK_CHARS) {
    const i = lineNumber.n++;
    const time = `2024-05-${String(1 + (i % 28)).padStart(2, '0')}T${String(i % 24).padStart(2, '0')}:${String(i % 60).padStart(2, '0')}:${String((i * 7) % 60).padStart(2, '0')}.${String(i % 1000).padStart(3, '0')}Z`;
    const service = p.pick(SERVICES);
    let line: string;
    switch (i % 8) {
      case 0: line = `${time} INFO ${service} login ok user=${user()} from ${ip()} session=${uuid()}`; break;
      case 1: line = `${time} WARN ${service} auth failed for ${email()} from ${publicIp()} attempts=${p.int(1, 9)}`; break;
      case 2: line = `${time} INFO ${service} request_id=${uuid()} client=${publicIp()} upstream=${host()} status=${p.pick([200, 201, 404, 502])}`; break;
      case 3: line = `${time} DEBUG ${service} api token=${token()} issued to ${email()} ttl=3600`; break;
      case 4: line = `{"ts":"${time}","svc":"${service}","user":"${email()}","ip":"${ip()}","trace":"${uuid()}"}`; break;
      case 5: line = `${time} INFO dhcp lease ${ip()} to ${mac()} host ${host()}`; break;
      case 6: line = `${time} ERROR ${service} connect to ${host()} (${ip()}) refused for user=${user()}`; break;
      default: line = `${time} INFO ${service} GET /v2/accounts/${uuid()}?token=${token()} by ${email()}`;
    }
    // Plain fields between the values, so one comes about every 60 characters.
    line += ` latency_ms=${p.int(1, 2500)} bytes=${p.int(100, 99999)} thread=pool-${p.int(1, 8)}-worker-${p.int(1, 32)}`;
    lines.push(line);
    length += line.length + 1;
  }
  return { text: lines.join('\n') + '\n', planted };
}

/** Writes at least `megabytes` MB (1,048,576 bytes) of the value-dense log to `file`. */
export function writeDenseLog(file: string, megabytes: number): BigLog {
  const p = new Picker(seededRandom(304));
  const lineNumber = { n: 0 };
  const fd = openSync(file, 'w');
  let bytes = 0;
  let lineBreaks = 0;
  const blocks: BigLog['blocks'] = [];
  try {
    while (bytes < megabytes * 1_048_576) {
      const block = denseBlock(p, lineNumber);
      if (blocks.length < 2) blocks.push(block);
      bytes += writeSync(fd, block.text);
      for (let at = block.text.indexOf('\n'); at !== -1; at = block.text.indexOf('\n', at + 1)) lineBreaks++;
    }
  } finally {
    closeSync(fd);
  }
  return { bytes, lineBreaks, blocks };
}
