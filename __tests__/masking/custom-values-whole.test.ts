/**
 * @jest-environment node
 *
 * Custom values match whole words only, and a custom value never leaves part of a larger detected value
 * visible: inside an email, a domain or a URL credential the built-in detection covers the whole value,
 * while a custom value that covers a whole detected value still wins.
 */
import { MaskingEngine, maskText, type CustomRule } from '@/lib/masking';

const company = (value: string): CustomRule => ({ value, category: 'Business Information', subcategory: 'Company Name' });
const person = (value: string): CustomRule => ({ value, category: 'Personal Information', subcategory: 'Name' });
const domain = (value: string): CustomRule => ({ value, category: 'Network Identifiers', subcategory: 'Domain' });
const fixed = (value: string, replacement: string): CustomRule => ({ value, category: 'Custom Rule', replacement });

const run = (input: string, customRules: CustomRule[], mode: 'mask' | 'replace' = 'mask') => maskText(input, { mode, customRules });

describe('custom values match whole words', () => {
  it('does not mask the start of a longer word', () => {
    // ANN is matched too, as another spelling with a label of its own (CASE_RULE).
    expect(run('Ann, Anna, Annabel, ann_x, ann2, Annä and ANN.', [person('Ann')]).output).toBe(
      '[Masked Name 1], Anna, Annabel, ann_x, ann2, Annä and [Masked Name 2].',
    );
  });

  it('does not mask the end of a longer word', () => {
    expect(run('Joann and Ann', [person('Ann')]).output).toBe('Joann and [Masked Name 1]');
  });

  it('finds a word between punctuation, at the ends of the text and next to other scripts', () => {
    expect(run('Initech-prod (initech) "INITECH"/Initech', [company('Initech')]).output).toBe(
      '[Masked Company Name 1]-prod ([Masked Company Name 2]) "[Masked Company Name 3]"/[Masked Company Name 1]',
    );
  });

  it('needs no boundary on a side where the value itself ends in punctuation', () => {
    expect(run('web-prod, webprod and -production', [fixed('-prod', 'P')]).output).toBe('webP, webprod and -production');
  });

  it('still finds a whole word right after an occurrence inside another word', () => {
    expect(run('xa-a-a', [fixed('a-a', 'B')]).output).toBe('xa-B');
  });

  it('applies to a mapping the user added too', () => {
    const engine = new MaskingEngine();
    engine.addMapping('Ann', 'Someone', 'custom:Name');
    expect(engine.process('Ann and Anna', { mode: 'mask' }).output).toBe('Someone and Anna');
  });
});

describe('a custom value inside a larger detected value', () => {
  it('masks the whole email, leaving no part of it visible', () => {
    const { output, detections } = run('mail john.doe@initech.com now', [company('Initech')]);
    expect(output).toBe('mail [Masked Email 1] now');
    expect(detections.map((d) => [d.type, d.original])).toEqual([['email', 'john.doe@initech.com']]);
  });

  it('masks the whole email in replace mode, and restores it', () => {
    const engine = new MaskingEngine();
    const { output } = engine.process('mail john.doe@initech.com now', { mode: 'replace', customRules: [company('Initech')] });
    expect(output).not.toMatch(/john|doe|initech/i);
    expect(engine.restore(output)).toBe('mail john.doe@initech.com now');
  });

  it('masks the whole domain', () => {
    expect(run('host api.initech.com up', [company('Initech')]).output).toBe('host [Masked Domain 1] up');
  });

  it('keeps the custom label where the value stands on its own', () => {
    expect(run('Initech wrote from john.doe@initech.com', [company('Initech')]).output).toBe('[Masked Company Name 1] wrote from [Masked Email 1]');
  });

  it('masks a keyword value of several words whole', () => {
    expect(run('password: Initech rocks', [company('Initech')]).output).toBe('password: [Masked Password 1]');
  });

  it('masks the other occurrences of such a value whole too', () => {
    expect(run('password: Initech rocks\nshe said Initech rocks', [company('Initech')]).output).toBe('password: [Masked Password 1]\nshe said [Masked Password 1]');
  });

  it('covers a detected value it only partly overlaps, and itself, whole', () => {
    const { output } = run('see Acme corp.example.com', [company('Acme corp')]);
    expect(output).toBe('see [Masked Domain 1]');
  });
});

describe('a custom value that covers a whole detected value', () => {
  it('wins over the rule that detects the same text', () => {
    const { output, detections } = run('visit initech.com', [domain('initech.com')]);
    expect(output).toBe('visit [Masked Domain 1]');
    expect(detections.map((d) => d.type)).toEqual(['custom:Domain']);
  });

  it('wins over the rule when it covers more than the detected value', () => {
    expect(run('mail john.doe@initech.com now', [fixed('john.doe@initech.com now', 'X')]).output).toBe('mail X');
  });

  it('wins as a URL password, and a larger value around it does not take its place', () => {
    const { output, detections } = run('https://admin:Initech@db.example.com/x', [company('Initech')]);
    // The URL's user is url-user's; the password is the custom value, not url-password's.
    expect(output).toBe('https://[Masked User 1]:[Masked Company Name 1]@[Masked Domain 1]/x');
    expect(detections.map((d) => d.type)).toEqual(['url-user', 'custom:Company Name', 'domain']);
  });
});
