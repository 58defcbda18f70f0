/** @jest-environment node */
// A parameter name glued from another word and a secret's word selects that secret's rule, as its
// camelCase or snake_case form does (`requesttoken` as `requestToken`); other glued words do not.
import { MaskingEngine } from '@/lib/masking';

const mask = (text: string) => new MaskingEngine().process(text, { mode: 'mask' }).output;

describe('glued secret names', () => {
  it.each([
    ['"url":"/index.php/logout?requesttoken=RPYdKvrWwtB859EZQyfK%2F2DIu5l7HAqMrrNlcMzKoaM%3D"', 'RPYdKvrWwtB859EZQyfK', '[Masked Token 1]'],
    ['csrftoken=a8f3k2l9x0Qz', 'a8f3k2l9x0Qz', '[Masked Token 1]'],
    ['userpassword=Hunter2!', 'Hunter2!', '[Masked Password 1]'],
    ['dbpassword: s3cr3tPass', 's3cr3tPass', '[Masked Password 1]'],
    ['clientsecret=abc123xyz', 'abc123xyz', '[Masked Secret 1]'],
  ])('masks the value of %s', (line, value, label) => {
    const output = mask(line);
    expect(output).not.toContain(value);
    expect(output).toContain(label);
  });

  it.each(['maxtokens=4096', 'passwordless=true', 'tokenizer=bert', 'tokencount=12', 'secretname=prod-db', 'dbpass=Zx81pq secretary=Jane', 'bypass=on compass=north'])(
    'keeps %s (no secret word at the end, a number, or a glued word that is not one)',
    (line) => {
      expect(mask(line)).toBe(line);
    },
  );

  it('reads a glued name as its camelCase form does', () => {
    expect(mask('userpassword=Hunter2!')).toBe(mask('userPassword=Hunter2!').replace('userPassword', 'userpassword'));
    expect(mask('csrftoken=a8f3k2l9x0Qz')).toBe(mask('csrf_token=a8f3k2l9x0Qz').replace('csrf_token', 'csrftoken'));
  });
});
