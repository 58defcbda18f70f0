/**
 * A log with many distinct values for `bench:cli` (issue 30 §4): sshd-like lines, each with an email and an
 * IPv4 address (about 120 bytes a line). Line k has email k mod n and address (k · 7919) mod n, for n half the
 * distinct values wanted, so every value appears about as often as every other (twice or so at 10,000,000
 * per GB) and the session keeps growing to the end. The addresses are 10.x.y.z (n ≤ 16,777,216).
 */
import { closeSync, openSync, writeSync } from 'node:fs';

const VERBS = ['Accepted publickey', 'Failed password', 'session opened', 'connection closed', 'login ok'];
const NAMES = ['alice', 'bob', 'carol', 'dave', 'erin', 'frank', 'grace', 'heidi', 'ivan', 'judy'];
const LINES_PER_WRITE = 20_000;

const two = (n: number) => (n < 10 ? '0' : '') + n;

export function writeDistinctValuesLog(file: string, megabytes: number, distinct: number): { bytes: number; lines: number } {
  const n = Math.min(1 << 24, Math.max(1, Math.floor(distinct / 2)));
  const fd = openSync(file, 'w');
  let bytes = 0;
  let k = 0;
  try {
    while (bytes < megabytes * 1_048_576) {
      let block = '';
      for (let j = 0; j < LINES_PER_WRITE; j++, k++) {
        const e = k % n;
        const a = (k * 7919) % n;
        const seconds = k % 86_400;
        const time = `${two(Math.floor(seconds / 3600))}:${two(Math.floor(seconds / 60) % 60)}:${two(seconds % 60)}`;
        block +=
          `2026-11-29T${time}Z host${k % 40} sshd[${1000 + (k % 9000)}]: ${VERBS[k % 5]} for ${NAMES[e % 10]}.${e}@mail${e % 997}.com ` +
          `from 10.${(a >> 16) & 255}.${(a >> 8) & 255}.${a & 255} port ${1024 + (k % 60000)} ssh2\n`;
      }
      const buffer = Buffer.from(block);
      let at = 0;
      while (at < buffer.length) at += writeSync(fd, buffer, at);
      bytes += buffer.length;
    }
  } finally {
    closeSync(fd);
  }
  return { bytes, lines: k };
}
