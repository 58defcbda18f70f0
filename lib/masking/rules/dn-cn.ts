import type { PatternRule } from '../types';
import { DN_ANCHOR, DN_KEYWORDS, DN_PAIR, dnFakePool, isValueOf } from './distinguished-name-shape';

const FAKES = ['Jane Doe', 'John Roe', 'Alex Sample', 'Service Account 01', 'Pat Example', 'Chris Placeholder', 'Robin Test', 'Kim Fictional', 'Lee Imaginary', 'Dana Standin'];
const poolFor = dnFakePool('dn-cn', FAKES, (n) => `Person ${n}`);

/** The value of the CN attribute of a distinguished name; `CN=` and the separators stay. */
export const dnCommonName: PatternRule = {
  id: 'dn-cn',
  label: 'DN Common Name',
  family: 'directory',
  priority: 3,
  description: 'The common name (CN) in an LDAP distinguished name; not a public vendor or certificate authority (CN=Microsoft Windows, CN=COMODO … CA).',
  regex: DN_PAIR,
  anchor: DN_ANCHOR,
  group: 2,
  contextual: true,
  keywords: DN_KEYWORDS,
  validate: isValueOf('cn'),
  fakes: FAKES,
  pool: poolFor,
  derive: (n, original) => poolFor(original).derive(n),
  examples: {
    match: ['CN=John Smith,OU=Users,DC=corp,DC=contoso,DC=com', 'cn=svc_backup,ou=Service Accounts,dc=contoso,dc=com', 'CN=Smith\\, John,OU=Sales,DC=contoso,DC=com'],
    noMatch: ['cn=3', 'Cn=John,Ou=x', "issuer=CN=GlobalSign Atlas R3 DV TLS CA 2024 Q1,O=GlobalSign nv-sa,C=BE"],
  },
};
