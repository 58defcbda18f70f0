import { maskText } from '@/lib/masking';

describe('a value found by its context is masked at its other occurrences', () => {
  it('masks a bare occurrence of a quoted password', () => {
    const { output } = maskText('user typed hunter22 then "password": "hunter22"', { mode: 'mask' });
    expect(output).toBe('user typed [Masked Password 1] then "password": "[Masked Password 1]"');
  });

  it('masks the other occurrences of a quoted value that starts or ends with spaces', () => {
    // fast-check found this one: the value " O " stayed visible at the start of the text.
    const { output } = maskText(' O "password": " O " ', { mode: 'mask' });
    expect(output).toBe('[Masked Password 1]"password": "[Masked Password 1]" ');
  });

  it('does not mask such a value inside a longer word', () => {
    const { output } = maskText('x O y and "secret": " O "', { mode: 'mask' });
    expect(output).toBe('x O y and "secret": "[Masked Secret 1]"');
  });

  it('prefers the longest value at a place', () => {
    const { output } = maskText('"password": "abc def" "token": "abc" then abc def and abc', { mode: 'mask' });
    expect(output).toBe('"password": "[Masked Password 1]" "token": "[Masked Token 1]" then [Masked Password 1] and [Masked Token 1]');
  });
});
