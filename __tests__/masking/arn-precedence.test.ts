import { MaskingEngine, listRules, maskText } from '@/lib/masking';

const KMS_ARN = 'arn:aws:kms:us-east-1:123456789012:key/1234abcd-12ab-34cd-56ef-1234567890ab';

describe('an AWS ARN that contains a UUID', () => {
  it('is masked as one ARN, so its account id does not stay visible', () => {
    const input = `Decrypt denied for ${KMS_ARN} by policy`;
    const { output, detections } = maskText(input, { mode: 'mask' });
    expect(output).toBe('Decrypt denied for [Masked AWS ARN 1] by policy');
    expect(detections).toEqual([
      { original: KMS_ARN, masked: '[Masked AWS ARN 1]', type: 'aws-arn', source: 'pattern', start: 19, end: 19 + KMS_ARN.length },
    ]);
    expect(output).not.toContain('123456789012');
  });

  it('is replaced by one fake ARN and restored exactly', () => {
    const engine = new MaskingEngine({ random: () => 0.5 });
    const input = `{"resource": "${KMS_ARN}"}`;
    const { output, detections } = engine.process(input, { mode: 'replace' });
    expect(detections.map((d) => d.type)).toEqual(['aws-arn']);
    expect(output).not.toContain('123456789012:key/1234abcd');
    expect(output).toMatch(/^\{"resource": "arn:aws:/);
    expect(engine.restore(output)).toBe(input);
  });

  it('leaves a UUID outside an ARN to the UUID rule', () => {
    const { output } = maskText(`request 1234abcd-12ab-34cd-56ef-1234567890ab for ${KMS_ARN}`, { mode: 'mask' });
    expect(output).toBe('request [Masked UUID 1] for [Masked AWS ARN 1]');
  });

  it('is tried before the UUID rule in detection order', () => {
    const ids = listRules().map((rule) => rule.id);
    expect(ids.indexOf('aws-arn')).toBeLessThan(ids.indexOf('uuid'));
  });
});
