import type { PatternRule } from '../types';
import { DN_ANCHOR, DN_KEYWORDS, DN_PAIR, isValueOf } from './distinguished-name-shape';

/** The value of the DC attribute of a distinguished name; `DC=` and the separators stay. */
export const dnDomainComponent: PatternRule = {
  id: 'dn-dc',
  label: 'DN Domain Component',
  family: 'directory',
  priority: 3,
  description: 'A domain component (DC) in an LDAP distinguished name, except the top-level ones at its end (dc=com, dc=co,dc=uk) and a last local suffix (dc=local).',
  regex: DN_PAIR,
  anchor: DN_ANCHOR,
  group: 2,
  keywords: DN_KEYWORDS,
  validate: isValueOf('dc'),
  // Hyphenated, so a fake never equals a word of the surrounding log (`invalid user`, `test`) that restore would turn back.
  fakes: ['example-dc', 'test-example', 'sample-dc', 'demo-example', 'acme-example', 'lab-example', 'corp-example', 'dev-example', 'qa-example', 'prod-example'],
  derive: (n) => `dc${n}`,
  examples: {
    match: ['CN=John Smith,OU=Users,DC=corp,DC=com', 'uid=jdoe,dc=contoso,dc=com'],
    noMatch: ['dc=1', 'adc=2', 'uid=jdoe,ou=people,dc=com'],
  },
};
