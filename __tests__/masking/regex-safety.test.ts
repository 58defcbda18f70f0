/**
 * @jest-environment node
 */
import { checkSync } from 'recheck';
import { MaskingEngine } from '@/lib/masking';
import { KeywordScanner } from '@/lib/masking/find/keyword-scan';
import { KEYWORD_RULES } from '@/lib/masking/keywords';
import { PATTERN_RULES } from '@/lib/masking/rules';

/**
 * Every distinct regex the engine runs, as it runs it: rule shapes, anchors and the shared keyword-name
 * scan. An anchored rule's shape only ever runs sticky from the start its anchor found (pattern-scan.ts),
 * so it is checked as `^(?:…)`; a shape without an anchor runs as a global search and is checked as it is.
 */
function engineRegexes(): Array<{ name: string; source: string; flags: string }> {
  const found = new Map<string, { name: string; source: string; flags: string }>();
  const add = (name: string, regex: RegExp | string) => {
    const source = typeof regex === 'string' ? regex : regex.source;
    const flags = typeof regex === 'string' ? '' : regex.flags.replace(/[gyd]/g, '');
    if (!found.has(source + flags)) found.set(source + flags, { name, source, flags });
  };
  for (const rule of PATTERN_RULES) {
    if (rule.anchor) {
      add(`${rule.id} (sticky)`, new RegExp(`^(?:${rule.regex.source})`, rule.regex.flags));
      add(`${rule.id} anchor`, rule.anchor.regex);
    } else {
      add(rule.id, rule.regex);
    }
  }
  add('keyword names', new RegExp(new KeywordScanner(KEYWORD_RULES).triggerSource, 'i'));
  return [...found.values()];
}

// The overall timeout is wall-clock: the IPv6 shape needs about 110 s of recheck's fuzzing on a loaded
// two-core machine (and reads "unknown" when cut short), so the budget is generous; a quiet run takes far less.
const RECHECK_PARAMS = { timeout: 400_000, incubationTimeout: null, attackTimeout: null, seedingTimeout: null, randomSeed: 42 } as Parameters<typeof checkSync>[2];

describe('regex safety', () => {
  it('flags the kind of regex it is meant to catch', () => {
    expect(checkSync('(a+)+$', '', RECHECK_PARAMS).status).toBe('vulnerable');
    expect(checkSync('[a-z.]+@x', '', RECHECK_PARAMS).status).toBe('vulnerable');
  }, 480_000);

  it.each(engineRegexes())('$name has no catastrophic backtracking (recheck)', ({ source, flags }) => {
    // Step limits decide, not wall-clock limits: on a busy machine those would make the verdict flaky.
    const result = checkSync(source, flags, RECHECK_PARAMS);
    expect({ source, status: result.status }).toEqual({ source, status: 'safe' });
  }, 480_000);
});

/**
 * Median CPU time of a few runs (this process, user + system): on a shared machine wall time includes
 * waiting for a core, CPU time is what the work cost.
 */
function medianCpuMs(run: () => void): number {
  const times: number[] = [];
  for (let i = 0; i < 5; i++) {
    const before = process.cpuUsage();
    run();
    const used = process.cpuUsage(before);
    times.push((used.user + used.system) / 1000);
  }
  return times.sort((a, b) => a - b)[2];
}

const adversarial: Array<[string, (n: number) => string]> = [
  ['letters then an @', (n) => 'a'.repeat(n - 1) + '@'],
  ['dotted letters then an @', (n) => 'a.'.repeat(n / 2 - 1) + 'a@'],
  ['dots and digits', (n) => '1.'.repeat(n / 2)],
  ['digit groups', (n) => '1234-'.repeat(n / 5)],
  ['base64 run', (n) => 'eyJ' + 'A'.repeat(n - 3)],
  ['eyJ pieces joined by dashes', (n) => 'eyJ-'.repeat(n / 4)],
  ['hex and colons', (n) => 'ab:'.repeat(n / 3)],
  ['double colons', (n) => 'a::'.repeat(n / 3)],
  ['DN-like pairs', (n) => 'CN=a '.repeat(n / 5)],
  ['keyword names without values', (n) => 'password_'.repeat(n / 9)],
  ['ARN prefix', (n) => 'arn:aws:s3:::' + 'b'.repeat(n - 13)],
  ['equals signs after short names', (n) => 'cn='.repeat(n / 3)],
  ['plus signs before digits', (n) => '+1 2'.repeat(n / 4)],
  ['Stripe-like prefixes', (n) => 'sk_'.repeat(n / 3)],
  ['Google-key prefixes', (n) => 'AIza'.repeat(n / 4)],
  ['OpenAI-like prefixes', (n) => 'sk-'.repeat(n / 3)],
  ['JWT header starts without a separator', (n) => 'eyJ'.repeat(n / 3)],
  ['backslash runs', (n) => '\\'.repeat(n)],
  ['Slack-like prefixes', (n) => 'xox'.repeat(n / 3)],
  ['sshd "for " words', (n) => 'for '.repeat(n / 4)],
  ['host names run together with field prefixes', (n) => 'source_host'.repeat(n / 11)],
  ['host fields without values', (n) => 'host= '.repeat(n / 6)],
  ['Windows event field names without values', (n) => 'Account Name: '.repeat(n / 14)],
  ['Authorization headers without credentials', (n) => 'Authorization: '.repeat(n / 15)],
  ['Bearer words', (n) => 'Bearer '.repeat(n / 7)],
  ['ARN prefixes', (n) => 'arn:'.repeat(n / 4)],
];

describe('linear time on adversarial input', () => {
  it.each(adversarial)('%s: 1,000,000 characters cost a linear multiple of 100,000', (_name, make) => {
    const large = make(1_000_000);
    const small = make(100_000);
    new MaskingEngine().process(small, { mode: 'mask' });
    const smallMs = medianCpuMs(() => new MaskingEngine().process(small, { mode: 'mask' }));
    const largeMs = medianCpuMs(() => new MaskingEngine().process(large, { mode: 'mask' }));
    // Linear work costs ~10× the small run; quadratic work ~100× (seconds to minutes at this size).
    // The bound leaves room for noise and for runs too short to time (a floor of 250 ms).
    expect(largeMs).toBeLessThan(Math.max(30 * smallMs, 250));
  }, 480_000);
});
