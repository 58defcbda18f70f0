import { MaskingEngine, maskText } from '@/lib/masking';

// ProcessOptions.allow: the person's never-mask list. Whole values, case-insensitive, every run.
describe('ProcessOptions.allow', () => {
  const LOG = 'GET https://status.example.org from 10.1.2.3 via api.initech.com and status.example.org';

  it('leaves an allowed detection in the output and out of the detections', () => {
    const plain = maskText(LOG, { mode: 'mask' });
    expect(plain.detections.map((d) => d.original)).toContain('10.1.2.3');

    const { output, detections } = maskText(LOG, { mode: 'mask', allow: ['10.1.2.3'] });
    expect(output).toContain('from 10.1.2.3 via');
    expect(detections.map((d) => d.original)).not.toContain('10.1.2.3');
    // Everything else is still masked.
    expect(output).not.toContain('api.initech.com');
  });

  it('matches case-insensitively, at every occurrence, in both modes', () => {
    const text = 'host=API.Initech.com then api.initech.com again';
    for (const mode of ['mask', 'replace'] as const) {
      const { output, detections } = maskText(text, { mode, allow: ['api.INITECH.com'] });
      expect(output).toBe(text);
      expect(detections).toEqual([]);
    }
  });

  it('matches only the whole value, not a value that contains it or is part of it', () => {
    const { output, detections } = maskText('mail jo@initech.com about initech.com', { mode: 'mask', allow: ['initech.com'] });
    // The email is not the allowed value: it is masked; the bare domain is allowed.
    expect(output).toBe('mail [Masked Email 1] about initech.com');
    expect(detections.map((d) => d.original)).toEqual(['jo@initech.com']);
    expect(maskText('mail jo@initech.com', { mode: 'mask', allow: ['jo@initech'] }).output).toBe('mail [Masked Email 1]');
  });

  it('does not mask an allowed value at its other occurrences (a value found by its context)', () => {
    const text = 'typed hunter22 then password=hunter22';
    expect(maskText(text, { mode: 'mask' }).output).toBe('typed [Masked Password 1] then password=[Masked Password 1]');
    const { output, detections } = maskText(text, { mode: 'mask', allow: ['HUNTER22'] });
    expect(output).toBe(text);
    expect(detections).toEqual([]);
  });

  it('keeps an allowed value whole: no lower-priority rule masks a part of it', () => {
    const text = 'see https://user:pa55word@git.initech.com/repo';
    const masked = maskText(text, { mode: 'mask' });
    const credential = masked.detections.find((d) => d.type === 'url-password');
    expect(credential).toBeDefined();
    const { output } = maskText(text, { mode: 'mask', allow: [credential!.original] });
    expect(output).toContain(credential!.original);
  });

  it('allows a custom rule value through as well', () => {
    const rules = [{ value: 'Initech', category: 'Business Information', subcategory: 'Company Name' }];
    expect(maskText('Initech ships', { mode: 'mask', customRules: rules }).output).toBe('[Masked Company Name 1] ships');
    expect(maskText('Initech ships', { mode: 'mask', customRules: rules, allow: ['initech'] }).output).toBe('Initech ships');
  });

  it('applies per run: a value allowed once is masked again when the next run does not allow it', () => {
    const engine = new MaskingEngine();
    expect(engine.process('from 10.1.2.3', { mode: 'mask', allow: ['10.1.2.3'] }).output).toBe('from 10.1.2.3');
    expect(engine.process('from 10.1.2.3', { mode: 'mask' }).output).toBe('from [Masked Internal IPv4 1]');
  });

  it('ignores entries that are not non-empty strings, and a value that is not a list', () => {
    const bad = ['', 42, null, undefined] as unknown as string[];
    expect(maskText('from 10.1.2.3', { mode: 'mask', allow: bad }).output).toBe('from [Masked Internal IPv4 1]');
    expect(maskText('from 10.1.2.3', { mode: 'mask', allow: '10.1.2.3' as unknown as string[] }).output).toBe('from [Masked Internal IPv4 1]');
  });
});
