import type { PatternRule } from '../types';
import { DN_ANCHOR, DN_KEYWORDS, DN_PAIR, isValueOf } from './distinguished-name-shape';

/** The value of the L attribute of a distinguished name; `L=` and the separators stay. */
export const dnLocality: PatternRule = {
  id: 'dn-l',
  label: 'DN Locality',
  family: 'directory',
  priority: 3,
  description: 'The locality (L) in an LDAP distinguished name; not in the DN a public vendor or certificate authority writes into its certificates.',
  regex: DN_PAIR,
  anchor: DN_ANCHOR,
  group: 2,
  keywords: DN_KEYWORDS,
  validate: isValueOf('l'),
  fakes: ['Springfield', 'Riverside', 'Fairview', 'Greenville', 'Madison', 'Georgetown', 'Franklin', 'Clinton', 'Salem', 'Arlington'],
  derive: (n) => `Town ${n}`,
  examples: {
    match: ['CN=John Smith,L=Seattle,ST=Washington,C=US'],
    noMatch: ['l=5', 'url=x', 'issuer CN=COMODO RSA Domain Validation Secure Server CA,O=COMODO CA Limited,L=Salford,ST=Greater Manchester,C=GB'],
  },
};
