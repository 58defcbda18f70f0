/**
 * @jest-environment node
 */
import { MaskingEngine } from '../../lib/masking';

const mask = (text: string): string => new MaskingEngine().process(text, { mode: 'mask' }).output;

describe('an IPv4 address followed by .port (tcpdump, SOCKS)', () => {
  it('masks the address and keeps the port', () => {
    expect(mask('IP 10.1.2.3.50550 > 10.9.8.7.443: Flags [S]')).toBe(
      'IP [Masked Internal IPv4 1].50550 > [Masked Internal IPv4 2].443: Flags [S]',
    );
  });

  it('leaves longer dotted numbers alone', () => {
    for (const text of ['oid 1.3.6.1.4.1.2021', 'seq 1.2.3.4.5.6', 'build 10.0.19041.1', 'n 10.1.2.3.200', 'x 10.1.2.3.50550.7']) {
      expect(mask(text)).toBe(text);
    }
  });
});
