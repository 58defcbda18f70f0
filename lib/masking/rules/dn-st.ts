import type { PatternRule } from '../types';
import { DN_ANCHOR, DN_KEYWORDS, DN_PAIR, dnFakePool, isValueOf } from './distinguished-name-shape';

const FAKES = ['Example State', 'Sample Province', 'Test Region', 'Demo County', 'North Placeholder', 'South Placeholder', 'East Sample', 'West Sample', 'Central Test', 'Upper Example'];
const poolFor = dnFakePool('dn-st', FAKES, (n) => `Region ${n}`);

/** The value of the ST attribute of a distinguished name; `ST=` and the separators stay. */
export const dnState: PatternRule = {
  id: 'dn-st',
  label: 'DN State',
  family: 'directory',
  priority: 3,
  description: 'The state or province (ST) in an LDAP distinguished name; not in the DN a public vendor or certificate authority writes into its certificates.',
  regex: DN_PAIR,
  anchor: DN_ANCHOR,
  group: 2,
  keywords: DN_KEYWORDS,
  validate: isValueOf('st'),
  fakes: FAKES,
  pool: poolFor,
  derive: (n, original) => poolFor(original).derive(n),
  examples: {
    match: ['CN=John Smith,L=Seattle,ST=Washington,C=US'],
    noMatch: ['st=ready', 'test=1'],
  },
};
