import type { PatternRule } from '../types';
import { DN_ANCHOR, DN_KEYWORDS, DN_PAIR, dnFakePool, isValueOf } from './distinguished-name-shape';

const FAKES = ['Example Corp', 'Sample Ltd', 'Test Industries', 'Demo Holdings', 'Placeholder Inc', 'Fictional GmbH', 'Imaginary LLC', 'Acme Example', 'Standin Group', 'Model Company'];
const poolFor = dnFakePool('dn-o', FAKES, (n) => `Organization ${n}`);

/** The value of the O attribute of a distinguished name; `O=` and the separators stay. */
export const dnOrganization: PatternRule = {
  id: 'dn-o',
  label: 'DN Organization',
  family: 'directory',
  priority: 3,
  description: 'The organization (O) in an LDAP distinguished name; not in the DN a public vendor or certificate authority writes into its certificates.',
  regex: DN_PAIR,
  anchor: DN_ANCHOR,
  group: 2,
  keywords: DN_KEYWORDS,
  validate: isValueOf('o'),
  fakes: FAKES,
  pool: poolFor,
  derive: (n, original) => poolFor(original).derive(n),
  examples: {
    match: ['CN=John Smith,O=Contoso Ltd,C=US', 'o=fabrikam,c=GB'],
    noMatch: ['o=1', 'foo=bar', 'signer: C=US, L=Redmond, O=Microsoft Corporation, CN=Microsoft Windows'],
  },
};
