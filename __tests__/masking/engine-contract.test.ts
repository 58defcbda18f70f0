import { MaskingEngine, maskText } from '@/lib/masking';

describe('masking engine contract', () => {
  it('masks an email and an internal IPv4 with numbered labels', () => {
    const result = maskText('Contact alice@contoso.com from 10.0.0.5', { mode: 'mask' });
    expect(result.output).toBe('Contact [Masked Email 1] from [Masked Internal IPv4 1]');
    expect(result.detections.map((d) => [d.type, d.original, d.source])).toEqual([
      ['email', 'alice@contoso.com', 'pattern'],
      ['ipv4-internal', '10.0.0.5', 'pattern'],
    ]);
  });

  it('replaces with an example.com email and a 10.x address, and restores the input exactly', () => {
    const engine = new MaskingEngine();
    const input = 'Contact alice@contoso.com from 10.0.0.5';
    const { output } = engine.process(input, { mode: 'replace' });
    expect(output).toMatch(/^Contact [\w.+-]+@example\.(com|org|net) from 10\.\d+\.\d+\.\d+$/);
    expect(engine.restore(output)).toBe(input);
  });

  it('gives offsets that point at the originals in the input', () => {
    const input = 'a 10.0.0.5 b alice@contoso.com c';
    for (const detection of maskText(input, { mode: 'mask' }).detections) {
      expect(input.slice(detection.start, detection.end)).toBe(detection.original);
    }
  });
});
