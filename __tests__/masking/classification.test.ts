import { classifyIpv4 } from '@/lib/masking/rules/ipv4-shape';
import { classifyIpv6 } from '@/lib/masking/rules/ipv6-shape';
import { maskText } from '@/lib/masking';

describe('IPv4 classification', () => {
  it.each([
    ['10.0.0.5', 'internal'], ['172.16.0.1', 'internal'], ['172.31.255.254', 'internal'], ['192.168.1.1', 'internal'],
    ['172.15.0.1', 'external'], ['172.32.0.1', 'external'], ['8.8.8.8', 'external'], ['192.0.2.1', 'external'],
    ['127.0.0.1', 'loopback'], ['127.255.0.9', 'loopback'],
    ['0.0.0.0', 'reserved'], ['169.254.169.254', 'reserved'], ['192.0.0.8', 'reserved'], ['224.0.0.251', 'reserved'],
    ['239.255.255.250', 'reserved'], ['240.0.0.1', 'reserved'], ['255.255.255.128', 'reserved'],
    ['255.255.255.0', 'subnet-mask'], ['255.255.0.0', 'subnet-mask'], ['255.0.0.0', 'subnet-mask'], ['255.255.255.255', 'subnet-mask'],
  ])('%s is %s', (address, expected) => {
    expect(classifyIpv4(address)).toBe(expected);
  });

  it('keeps a port and a prefix length outside the masked address', () => {
    expect(maskText('10.0.0.5:8080 and 192.168.0.0/16', { mode: 'mask' }).output).toBe(
      '[Masked Internal IPv4 1]:8080 and [Masked Internal IPv4 2]/16',
    );
  });

  it('leaves versions and longer dotted numbers alone', () => {
    const input = 'Windows 10.0.19041.1 build 1.2.3 and 1.2.3.4.5';
    expect(maskText(input, { mode: 'mask' }).output).toBe(input);
  });
});

describe('IPv6 classification', () => {
  it.each([
    ['fd12:3456:789a:1::1', 'internal'], ['fc00::1', 'internal'], ['fe80::1', 'link-local'], ['febf::1', 'link-local'],
    ['ff02::1', 'multicast'], ['2001:db8::1', 'external'], ['2606:4700:4700::1111', 'external'], ['3fff::1', 'external'],
    ['::1', 'other'], ['::', null], ['::ffff:10.0.0.5', 'other'], ['4000::1', 'other'],
  ])('%s is %s', (address, expected) => {
    expect(classifyIpv6(address)).toBe(expected);
  });

  it('labels each IPv6 class in mask mode, zone id included', () => {
    const { output } = maskText('a fe80::1%eth0 b fd00::5 c ff02::fb d 2001:db8::7', { mode: 'mask' });
    expect(output).toBe('a [Masked Link-Local IPv6 1] b [Masked Internal IPv6 1] c [Masked Multicast IPv6 1] d [Masked External IPv6 1]');
  });

  it('does not take timestamps or C++ scopes for addresses', () => {
    const input = 'at 12:34:56 std::vector<int> Foo::Bar::baz dead::beef() 10:22:33.123';
    expect(maskText(input, { mode: 'mask' }).detections).toEqual([]);
  });
});
