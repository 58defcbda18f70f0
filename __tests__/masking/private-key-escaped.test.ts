/**
 * @jest-environment node
 */
import { MaskingEngine } from '@/lib/masking';

const serviceAccount =
  '{"type": "service_account", "private_key": "-----BEGIN PRIVATE KEY-----\\nMIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQC7VJTUt9Us8cKj\\nMzEfYyjiWA4R4/M2bS1GB4t7NXp98C3SC6dVMvDuictGeurT8jNbvJZHtCSuYEvu\\n-----END PRIVATE KEY-----\\n"}';

describe('a private key with escaped line breaks (service-account JSON)', () => {
  it('masks the body and keeps the BEGIN and END markers', () => {
    const { output, detections } = new MaskingEngine().process(serviceAccount, { mode: 'mask' });
    expect(output).toBe('{"type": "service_account", "private_key": "-----BEGIN PRIVATE KEY-----\\n[Masked Private Key 1]-----END PRIVATE KEY-----\\n"}');
    expect(detections.map((detection) => detection.type)).toEqual(['private-key-escaped']);
  });

  it('replaces it with a fake body of the same lines and escapes, and restores it exactly', () => {
    const engine = new MaskingEngine();
    const { output } = engine.process(serviceAccount, { mode: 'replace' });
    const body = (text: string) => text.split('-----BEGIN PRIVATE KEY-----')[1].split('-----END')[0];
    const lineLengths = (text: string) => body(text).split('\\n').map((line) => line.length);
    expect(body(output)).not.toContain('MIIEvQIBADANBgkqhkiG9w0BAQEFAASC');
    expect(lineLengths(output)).toEqual(lineLengths(serviceAccount));
    expect(JSON.parse(output).private_key).toMatch(/^-----BEGIN PRIVATE KEY-----\n[A-Za-z0-9+/=\n]+-----END PRIVATE KEY-----\n$/);
    expect(engine.restore(output)).toBe(serviceAccount);
  });
});
