/**
 * @jest-environment node
 */
import { maskText } from '@/lib/masking';
import { isPlaceholderSecret, isWordSecret, shannonEntropy } from '@/lib/masking/find/placeholder-values';
import { isSystemAccount } from '@/lib/masking/rules/identities/system-accounts';

describe('placeholder secrets are told apart from real ones', () => {
  it.each([
    'REDACTED', 'changeme', '  example ', '', '***', 'xxxxxx', '...', '----', '${DB_PASSWORD}', '${TOKEN', '$API_KEY', '$(SECRET)',
    '{{ vault_token }}', '%APPDATA%', '<your-token>', '<token', '[REDACTED]', 'your-token', 'YOUR_API_KEY_HERE', 'insert_key',
    'api-key-EXAMPLE', 'SAMPLE_TOKEN', 'a dummy value', 'api_key_here', 'sk_test_...', 'sk_live_…', 'PASSWORD', 'RABBIT_PASS',
    'METADATA_SECRET', 'YOUR_PASSWORD',
  ])('%j is a placeholder', (value) => {
    expect(isPlaceholderSecret(value)).toBe(true);
  });

  it.each([
    'hunter2', 'n7jTG70LvQKRIJiQ+ByjD6iIhpqxMtgc', 'sk_live_4eC39HqLyjWDarjtT1zdp7dc', '%appdata%', '%1a%', 'examples2024!',
    'yourself-token', 'x.y', 'Tr0ub4dor&3', 'hereford_key', 'password', 'secret', 'test', 'mypassword', 'example_123', 'Sample2024',
    'Password',
  ])('%j is not a placeholder', (value) => {
    expect(isPlaceholderSecret(value)).toBe(false);
  });

  it('masks a weak secret that is a word where its name gives it, but not the word elsewhere', () => {
    const { output } = maskText('client-secret: "password"\n-Djavax.net.ssl.trustStorePassword=password\nthe password was rotated', { mode: 'mask' });
    expect(output).toBe('client-secret: "[Masked Secret 1]"\n-Djavax.net.ssl.trustStorePassword=[Masked Secret 1]\nthe password was rotated');
  });

  it('masks a password made of a placeholder word and digits', () => {
    expect(maskText('SA_PASSWORD: sample_2024', { mode: 'mask' }).output).toBe('SA_PASSWORD: [Masked Password 1]');
    expect(maskText('SA_PASSWORD: YOUR_PASSWORD', { mode: 'mask' }).output).toBe('SA_PASSWORD: YOUR_PASSWORD');
  });

  it('measures Shannon entropy in bits per character', () => {
    expect(shannonEntropy('')).toBe(0);
    expect(shannonEntropy('aaaa')).toBe(0);
    expect(shannonEntropy('abab')).toBeCloseTo(1);
    expect(shannonEntropy('abcd')).toBeCloseTo(2);
    expect(shannonEntropy('ééaa')).toBeCloseTo(1);
  });
});

describe('system accounts and weak word secrets are known in any case, and only whole', () => {
  it.each([
    ['root', true], ['ROOT', true], ['Anonymous Logon', true], ['SYSTEMD-TIMESYNC', true], ['NETWORK SERVICE', true],
    ['rooted', false], ['systemd-timesyncd', false], ['anonymous logon x', false], ['jsmith', false],
  ])('isSystemAccount(%j) is %s', (name, expected) => {
    expect(isSystemAccount(name)).toBe(expected);
  });

  it.each([
    ['password', true], ['MyPassword', true], ['TOKEN', true], ['mypassword1', false], ['a-long-random-value-0x91', false],
  ])('isWordSecret(%j) is %s', (value, expected) => {
    expect(isWordSecret(value)).toBe(expected);
  });

  it.each([['PLACEHOLDER', true], ['Change_Me', true], ['placeholders', false]])('isPlaceholderSecret(%j) is %s', (value, expected) => {
    expect(isPlaceholderSecret(value)).toBe(expected);
  });
});
