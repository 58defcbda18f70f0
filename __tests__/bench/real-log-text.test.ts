/**
 * @jest-environment node
 *
 * The real-log text `npm run bench` times: the labelled sources with their markers stripped, repeated in
 * turn, cut at a line break.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { realLogText } from '../../scripts/bench/real-log-text';

describe('realLogText', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'real-log-text-'));
    writeFileSync(join(dir, 'a.log'), 'login ⟦user|alice⟧ from ⟦ip|10.0.0.1⟧\n');
    writeFileSync(join(dir, 'b.log'), 'id ⟦id?|42⟧ ok'); // no final line break
    writeFileSync(join(dir, 'notes.md'), 'not a log\n');
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('strips the labels and repeats the sources in turn, cut after a whole line', () => {
    const text = realLogText(65, dir);
    expect(text).toBe('login alice from 10.0.0.1\nid 42 ok\nlogin alice from 10.0.0.1\n');
    expect(text.length).toBeLessThanOrEqual(65);
  });

  it('refuses a length shorter than the first line', () => {
    expect(() => realLogText(10, dir)).toThrow(/no line break/);
  });

  it('gives about 1,000,000 characters of the fixtures, with no marker left', () => {
    const text = realLogText(1_000_000);
    expect(text.length).toBeLessThanOrEqual(1_000_000);
    expect(text.length).toBeGreaterThan(990_000);
    expect(text.endsWith('\n')).toBe(true);
    expect(text).not.toMatch(/[⟦⟧]/);
  });
});
