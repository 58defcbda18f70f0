import type { PatternRule } from '../types';
import { DN_ANCHOR, DN_KEYWORDS, DN_PAIR, isValueOf } from './distinguished-name-shape';

/** The value of the C attribute of a distinguished name; `C=` and the separators stay. */
export const dnCountry: PatternRule = {
  id: 'dn-c',
  label: 'DN Country',
  family: 'directory',
  priority: 3,
  description: 'The country (C) in an LDAP distinguished name; not in the DN a public vendor or certificate authority writes into its certificates.',
  regex: DN_PAIR,
  anchor: DN_ANCHOR,
  group: 2,
  keywords: DN_KEYWORDS,
  validate: isValueOf('c'),
  fakes: ['XA', 'XB', 'XC', 'XD', 'XE', 'XF', 'XG', 'XH', 'XI', 'XJ'],
  derive: (n) => `X${String.fromCharCode(65 + (n % 26))}${n}`,
  examples: {
    match: ['CN=John Smith,O=Contoso,C=US', 'c=GB,o=fabrikam'],
    noMatch: ['c=3', 'abc=US'],
  },
};
