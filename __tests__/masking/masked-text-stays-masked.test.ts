/**
 * @jest-environment node
 *
 * Masking text that is already masked changes nothing: every `[Masked <label> N]` in the input stays as it
 * is, whole, with a fresh engine (another tab, a reload) and within the session that made it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MaskingEngine, maskText } from '@/lib/masking';
import { KEYWORD_RULES } from '@/lib/masking/keywords';
import { PATTERN_RULES } from '@/lib/masking/rules';
import { loadCorpus } from '../../scripts/eval/real-log-corpus';

const mask = { mode: 'mask' } as const;

/** The output of masking `input` once, and of masking that output again, fresh and in the same session. */
function maskTwice(input: string): { once: string; fresh: string; sameSession: string } {
  const engine = new MaskingEngine();
  const once = engine.process(input, mask).output;
  return { once, fresh: maskText(once, mask).output, sameSession: engine.process(once, mask).output };
}

/** The lines whose masked form differs when masked again (fresh or in the same session), at most `limit`. */
function unstableLines(lines: readonly string[], limit = 10): Array<{ once: string; fresh: string; sameSession: string }> {
  const unstable = [];
  for (const line of lines) {
    const result = maskTwice(line);
    if (result.fresh !== result.once || result.sameSession !== result.once) unstable.push(result);
    if (unstable.length === limit) break;
  }
  return unstable;
}

describe('masked text stays masked', () => {
  it.each([
    ['an sshd login', 'Nov 21 10:02:11 web01 sshd[2231]: Invalid user fztu from 10.0.0.1 port 51422', '[Masked User 1]'],
    ['a Windows account name', 'Account Name: jsmith', '[Masked Account Name 1]'],
    ['a Windows workstation name', '\tWorkstation Name:\tWKS-0042', '[Masked Workstation Name 1]'],
    ['a cookie', 'Set-Cookie: JSESSIONID=8f14e45fceea167a5a36dedd4bea2543; Path=/', '[Masked Set-Cookie Value 1]'],
    ['command-line credentials', 'mysql -h db01 -u appuser -pS3cr3tPass orders', '[Masked Command-line Password 1]'],
  ])('leaves %s masked', (_, input, label) => {
    const { once, fresh, sameSession } = maskTwice(input);
    expect(once).toContain(label);
    expect(fresh).toBe(once);
    expect(sameSession).toBe(once);
  });

  it('reports no detection in a masked line masked again', () => {
    const once = maskText('Nov 21 10:02:11 web01 sshd[2231]: Invalid user fztu from 10.0.0.1 port 51422', mask).output;
    expect(maskText(once, mask).detections).toEqual([]);
  });

  it('keeps a label whole when a custom rule names a word of it', () => {
    const customRules = [{ value: 'User', category: 'Custom Rule', replacement: 'someone' }];
    expect(maskText('login by [Masked SSH User 1] (User)', { mode: 'mask', customRules }).output).toBe('login by [Masked SSH User 1] (someone)');
  });

  it('reads a label as the value it stands for, not as punctuation before the next word', () => {
    // `]\\Desktop` would read as the UNC path of a host `Desktop`, `]/home/about` as a home directory.
    for (const input of ['"path": "C:\\\\Users\\\\mgarcia\\\\Desktop"', 'https://portal.contoso.com/home/about']) {
      const { once, fresh } = maskTwice(input);
      expect(once).toContain('[Masked ');
      expect(fresh).toBe(once);
    }
  });

  it('still masks a new value next to a label', () => {
    expect(maskText('[Masked Email 1] wrote from 10.0.0.7', mask).output).toBe('[Masked Email 1] wrote from [Masked Internal IPv4 1]');
  });

  it('changes nothing in the masked examples of every rule', () => {
    const examples = [...PATTERN_RULES, ...KEYWORD_RULES].flatMap((rule) => [...rule.examples.match, ...rule.examples.noMatch]);
    expect(examples.length).toBeGreaterThan(500);
    expect(unstableLines(examples)).toEqual([]);
  });

  it('changes nothing in any masked line of the real-log corpus', () => {
    const lines = loadCorpus().flatMap((source) => source.text.split('\n'));
    expect(lines.length).toBeGreaterThan(2000);
    expect(unstableLines(lines)).toEqual([]);
  });

  it('changes nothing in any masked line of the test corpora', () => {
    const dir = join(__dirname, 'fixtures');
    const lines = readdirSync(dir)
      .filter((file) => file.endsWith('.txt'))
      .flatMap((file) => readFileSync(join(dir, file), 'utf8').replace(/⟦[a-z-]+\|([\s\S]*?)⟧/g, '$1').split('\n'));
    expect(lines.length).toBeGreaterThan(500);
    expect(unstableLines(lines)).toEqual([]);
  });
});
