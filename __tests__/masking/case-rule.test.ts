/**
 * CASE_RULE (lib/masking/README.md): every spelling of a value is a value of its own for substitution, so a
 * restore gives each occurrence its own bytes; a user name's case is meaningful anyway (`alice` and `Alice`
 * are two accounts), a domain's is not, but a label or a fake is matched in any case on restore (assistants
 * retype them), so it cannot carry a spelling: two spellings need two substitutes. What the person says about
 * a value (the never-mask list, removing a false positive) holds in any case.
 */
import { MaskingEngine, type Mode } from '@/lib/masking';
import { createTolerantRestorer } from '@/lib/tool/tolerant-restore';

const MODES: Mode[] = ['mask', 'replace'];

const substitutesOf = (engine: MaskingEngine, input: string, mode: Mode) => {
  const { output, detections } = engine.process(input, { mode });
  return { output, byOriginal: new Map(detections.map((d) => [d.original, d.masked])) };
};

describe.each(MODES)('%s', (mode) => {
  it('a user name in two cases is two users: two substitutes, each restored to its own spelling', () => {
    const engine = new MaskingEngine();
    const input = 'Failed password for alice from 10.0.0.5 port 22\nFailed password for Alice from 10.0.0.5 port 22\nuser=alice';
    const { output, byOriginal } = substitutesOf(engine, input, mode);
    expect(byOriginal.get('alice')).toBeDefined();
    expect(byOriginal.get('Alice')).toBeDefined();
    expect(byOriginal.get('alice')!.toLowerCase()).not.toBe(byOriginal.get('Alice')!.toLowerCase());
    expect(output).not.toMatch(/alice/i);
    expect(engine.restore(output)).toBe(input);
    expect(createTolerantRestorer(engine.mappings())(output).text).toBe(input);
  });

  it('a host name in two cases is one host, still given two substitutes so restore gives each occurrence its bytes', () => {
    const engine = new MaskingEngine();
    const input = 'connect to db7.corp.initech.com failed\nretry DB7.CORP.INITECH.COM\nok db7.corp.initech.com';
    const { output, byOriginal } = substitutesOf(engine, input, mode);
    const lower = byOriginal.get('db7.corp.initech.com');
    const upper = byOriginal.get('DB7.CORP.INITECH.COM');
    expect(lower).toBeDefined();
    expect(upper).toBeDefined();
    expect(upper!.toLowerCase()).not.toBe(lower!.toLowerCase());
    // The same spelling keeps its substitute.
    expect(output.split(lower!).length - 1).toBe(2);
    expect(createTolerantRestorer(engine.mappings())(output).text).toBe(input);
  });

  it('a spelling keeps its substitute across runs of the session', () => {
    const engine = new MaskingEngine();
    const first = substitutesOf(engine, 'mail Bob@Contoso.com', mode).byOriginal.get('Bob@Contoso.com');
    const second = substitutesOf(engine, 'mail bob@contoso.com then Bob@Contoso.com', mode);
    expect(second.byOriginal.get('Bob@Contoso.com')).toBe(first);
    expect(second.byOriginal.get('bob@contoso.com')).not.toBe(first);
    expect(engine.restore(second.output)).toBe('mail bob@contoso.com then Bob@Contoso.com');
  });

  it('removing a false positive forgets every spelling and keeps each visible; the never-mask list holds in any case', () => {
    const engine = new MaskingEngine();
    engine.process('host api.contoso.com and API.CONTOSO.COM', { mode });
    engine.removeMapping('Api.Contoso.com');
    expect(engine.mappings()).toEqual([]);
    expect(engine.process('host api.contoso.com and API.CONTOSO.COM', { mode }).output).toBe('host api.contoso.com and API.CONTOSO.COM');
    expect(maskedWithAllow(mode)).toBe('mail BOB@contoso.com and bob@contoso.com');
  });
});

function maskedWithAllow(mode: Mode): string {
  return new MaskingEngine().process('mail BOB@contoso.com and bob@contoso.com', { mode, allow: ['Bob@Contoso.com'] }).output;
}

describe('the tolerant restore gives back what the engine wrote next to a letter', () => {
  it('a label or fake after an escape in a JSON string (\\t, \\r\\n), and a fake before a file extension', () => {
    for (const mode of MODES) {
      const engine = new MaskingEngine();
      const input = '{"Message":"Account Name:\\t\\tpgustavo\\r\\n\\tSource Address:\\t10.1.2.3\\r\\nsvc_ADFS\\r\\n","Path":"C:\\\\tmp\\\\ee4a6e45-bffd-49f4-98ae-32aebcc890b5.tmp"}';
      const { output } = engine.process(input, { mode });
      expect(output).not.toContain('pgustavo');
      expect(output).not.toContain('ee4a6e45');
      expect(createTolerantRestorer(engine.mappings())(output).text).toBe(input);
    }
  });

  it('still leaves a fake that is only part of a longer dotted value', () => {
    const restore = createTolerantRestorer([{ original: '8.8.4.4', masked: '203.0.113.7' }, { original: 'u-1', masked: 'jdoe' }]);
    expect(restore('v 203.0.113.7.1 and 203.0.113.77 and mail.203.0.113.7').text).toBe('v 203.0.113.7.1 and 203.0.113.77 and mail.203.0.113.7');
    expect(restore('xjdoe and jdoex, but \\tjdoe and jdoe.log').text).toBe('xjdoe and jdoex, but \\tu-1 and u-1.log');
  });
});
