/**
 * @jest-environment node
 */
import { MaskingEngine } from '../../lib/masking';

const mask = (text: string): string => new MaskingEngine().process(text, { mode: 'mask' }).output;

describe('an IPv4-mapped IPv6 address followed by :port', () => {
  it('masks the whole address, ::ffff: prefix included, and keeps the port', () => {
    expect(mask('ftp ::ffff:10.20.30.40:21 login')).toBe('ftp [Masked IPv6 1]:21 login');
  });

  it('does not take a longer colon chain for a port', () => {
    expect(mask('x ::ffff:10.20.30.40:21:5 y')).not.toContain('[Masked IPv6');
  });
});

describe('an IPv6 address written in full, then a colon as punctuation', () => {
  it('masks the eight groups when the colon ends the line or a space follows', () => {
    expect(mask('Sendto[ipv6] fd01:0:106:5:0:a:0:1511: No route to host')).toBe(
      'Sendto[ipv6] [Masked Internal IPv6 1]: No route to host',
    );
  });

  it('leaves a longer colon chain alone', () => {
    expect(mask('id fd01:0:106:5:0:a:0:1511:9 end')).not.toContain('[Masked');
  });
});
