import type { FakePool, PatternRule } from '../../types';
import { poolOfTen } from '../fake-tokens';

function poolFor(original: string): FakePool {
  const service = original.slice(0, original.indexOf('/'));
  return poolOfTen(`kerberos-principal:${service}`, (n) => `${service}/host${n}.example.internal@EXAMPLE.INTERNAL`);
}

/**
 * A Kerberos service principal `service/host@REALM` (`HTTP/web01.corp.contoso.com@CORP.CONTOSO.COM`,
 * `kafka/kafka1.hostname.com@EXAMPLE.COM`, `hdfs/_HOST@REALM`), whole: its host and realm name the
 * organisation's machines. Tried before emails, which would take only its `host@REALM` tail.
 */
export const kerberosPrincipal: PatternRule = {
  id: 'kerberos-principal',
  label: 'Kerberos Principal',
  family: 'identities',
  priority: 1,
  description: 'A Kerberos service principal service/host@REALM (kafka/kafka1.example.com@EXAMPLE.COM), whole.',
  regex: /(?<![\w.\/-])[A-Za-z][\w.-]{0,63}\/[A-Za-z0-9_][\w.-]{0,252}@[A-Z0-9][A-Z0-9.-]{0,252}(?![\w.-])/,
  anchor: { regex: /@/g, width: 1, lead: '\\w.\\/-', maxLead: 320 },
  keywords: ['@'],
  validate: (value) => /\/[^@]*@[A-Z0-9.-]*[A-Z]/.test(value),
  fakes: poolFor('HTTP/x@X').fakes,
  pool: poolFor,
  derive: (n, original) => poolFor(original).derive(n),
  examples: {
    match: ['principal="kafka/kafka1.hostname.com@EXAMPLE.COM";', 'spnego HTTP/web01.corp.contoso.com@CORP.CONTOSO.COM authenticated'],
    noMatch: ['see docs/guide@v2', 'path/to/file@latest', 'alice@CORP'],
  },
};
