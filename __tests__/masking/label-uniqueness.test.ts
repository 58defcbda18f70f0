import { MaskingEngine } from '@/lib/masking';

describe('numbered labels never collide with other substitutes', () => {
  it('skips a label number the user already chose as a substitute', () => {
    const engine = new MaskingEngine();
    engine.addMapping('secretthing', '[Masked Email 1]', 'custom:Custom Rule');
    const { output } = engine.process('a@contoso.com secretthing', { mode: 'mask' });
    expect(output).toBe('[Masked Email 2] [Masked Email 1]');
    expect(engine.restore(output)).toBe('a@contoso.com secretthing');
  });

  it('skips a label number that a Custom Rule replacement took in an earlier run', () => {
    const engine = new MaskingEngine();
    const customRules = [{ value: 'zzz', category: 'Custom Rule', replacement: '[Masked Email 2]' }];
    expect(engine.process('b@contoso.com', { mode: 'mask', customRules }).output).toBe('[Masked Email 1]');
    const { output } = engine.process('zzz b@contoso.com c@contoso.com', { mode: 'mask', customRules });
    expect(output).toBe('[Masked Email 2] [Masked Email 1] [Masked Email 3]');
    expect(engine.restore(output)).toBe('zzz b@contoso.com c@contoso.com');
  });

  it('skips a label that already stands in the input', () => {
    const engine = new MaskingEngine();
    expect(engine.process('x [Masked Email 1] a@contoso.com', { mode: 'mask' }).output).toBe('x [Masked Email 1] [Masked Email 2]');
  });

  it('keeps numbering after reset without colliding', () => {
    const engine = new MaskingEngine();
    engine.addMapping('secretthing', '[Masked Email 1]', 'custom:Custom Rule');
    engine.reset();
    expect(engine.process('a@contoso.com b@contoso.com', { mode: 'mask' }).output).toBe('[Masked Email 1] [Masked Email 2]');
  });
});
