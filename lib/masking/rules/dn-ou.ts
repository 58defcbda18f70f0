import type { PatternRule } from '../types';
import { DN_ANCHOR, DN_KEYWORDS, DN_PAIR, isValueOf } from './distinguished-name-shape';

/** The value of the OU attribute of a distinguished name; `OU=` and the separators stay. */
export const dnOrganizationalUnit: PatternRule = {
  id: 'dn-ou',
  label: 'DN Organizational Unit',
  family: 'directory',
  priority: 3,
  description: 'The organizational unit (OU) in an LDAP distinguished name; not a unit every directory has (people, users, groups, computers, Domain Controllers…), nor one in the DN a public vendor or certificate authority writes into its certificates.',
  regex: DN_PAIR,
  anchor: DN_ANCHOR,
  group: 2,
  keywords: DN_KEYWORDS,
  validate: isValueOf('ou'),
  fakes: ['Engineering', 'Finance', 'Sales', 'Operations', 'Marketing', 'Support', 'Research', 'Legal', 'Facilities', 'Procurement'],
  derive: (n) => `Unit ${n}`,
  examples: {
    match: ['CN=John Smith,OU=Finance,DC=corp,DC=com', 'ou=Payroll Team,dc=contoso,dc=com'],
    noMatch: ['ou=1', 'you=me', 'subject CN=shop.contoso.com,OU=Domain Control Validated', 'uid=jdoe,ou=people,dc=contoso,dc=com'],
  },
};
