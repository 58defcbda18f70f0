/**
 * @jest-environment node
 */
import { checkSync } from 'recheck';
import { MaskingEngine } from '@/lib/masking';
import { KeywordScanner } from '@/lib/masking/keyword-scan';
import { KEYWORD_RULES } from '@/lib/masking/keywords';
import { PATTERN_RULES } from '@/lib/masking/rules';

/** Every distinct regex the engine runs: rule shapes, anchors and the shared keyword-name scan. */
function engineRegexes(): Array<{ name: string; source: string; flags: string }> {
  const found = new Map<string, { name: string; source: string; flags: string }>();
  const add = (name: string, regex: RegExp | string) => {
    const source = typeof regex === 'string' ? regex : regex.source;
    const flags = typeof regex === 'string' ? '' : regex.flags.replace(/[gyd]/g, '');
    if (!found.has(source + flags)) found.set(source + flags, { name, source, flags });
  };
  for (const rule of PATTERN_RULES) {
    add(rule.id, rule.regex);
    if (rule.anchor) add(`${rule.id} anchor`, rule.anchor.regex);
  }
  add('keyword names', new RegExp(new KeywordScanner(KEYWORD_RULES).triggerSource, 'i'));
  return [...found.values()];
}

describe('regex safety', () => {
  it.each(engineRegexes())('$name has no catastrophic backtracking (recheck)', ({ source, flags }) => {
    const result = checkSync(source, flags, { timeout: 60_000, randomSeed: 42 } as Parameters<typeof checkSync>[2]);
    expect({ source, status: result.status }).toEqual({ source, status: 'safe' });
  }, 120_000);
});

/** Median of a few runs, so one descheduling on a shared machine does not decide the outcome. */
function medianMs(run: () => void): number {
  const times: number[] = [];
  for (let i = 0; i < 5; i++) {
    const start = performance.now();
    run();
    times.push(performance.now() - start);
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
];

describe('linear time on adversarial input', () => {
  it.each(adversarial)('%s: 1,000,000 characters cost at most ~10× 100,000', (_name, make) => {
    const engine = new MaskingEngine();
    const large = make(1_000_000);
    const small = make(100_000);
    engine.process(small, { mode: 'mask' });
    const smallMs = Math.max(medianMs(() => new MaskingEngine().process(small, { mode: 'mask' })), 1);
    const largeMs = medianMs(() => new MaskingEngine().process(large, { mode: 'mask' }));
    // Quadratic work would be ~100×; linear is ~10×. The ratio leaves room for a noisy shared machine.
    expect(largeMs / smallMs).toBeLessThan(30);
    expect(largeMs).toBeLessThan(5_000);
  }, 120_000);
});
