import type { MatchContext, PatternRule } from '../../types';
import { keywordStartAnchor } from '../../find/compile/keyword-anchor';

/**
 * Service classes of Kerberos service principal names (`service/host`, RFC 4120 section 6.2; the classes
 * Active Directory registers: Microsoft's "Service Principal Names" list and MS-ADTS).
 */
const SERVICES = ['cifs/', 'host/', 'http/', 'ldap/', 'mssqlsvc/', 'termsrv/', 'wsman/', 'restrictedkrbhost/', 'gc/', 'dns/', 'nfs/', 'exchangemdb/', 'smtpsvc/', 'rpcss/', 'imap/', 'pop/', 'smtp/'];

const FAKES = ['srv01.example.internal', 'srv02.example.internal', 'srv03.example.internal', 'srv04.example.internal', 'srv05.example.internal', 'srv06.example.internal', 'srv07.example.internal', 'srv08.example.internal', 'srv09.example.internal', 'srv10.example.internal'];

/**
 * The service class stands alone (not inside a path or URL: `src/http/client.go`, `/etc/host/x`), and the
 * host is a fully qualified name of at least three labels whose last has a letter (`HTTP/1.1` is a
 * protocol version), not a path going on (`ldap/schema/core.schema`).
 */
function isSpnHost(value: string, { text, start }: MatchContext): boolean {
  let at = start - 1; // the slash
  while (at > 0 && /[A-Za-z]/.test(text.charAt(at - 1))) at--;
  if (at > 0 && /[\w./:\\-]/.test(text.charAt(at - 1))) return false;
  const labels = value.split('.');
  if (labels.length < 3 || labels.some((label) => label.length === 0 || label.startsWith('-') || label.endsWith('-'))) return false;
  if (!/[A-Za-z]/.test(labels[labels.length - 1])) return false;
  const after = text.charAt(start + value.length);
  return after !== '/' && after !== '(';
}

/**
 * The host of a Kerberos service principal name written without its realm (`cifs/fs01.corp.example.com`,
 * `HTTP/web01.example.com`, `MSSQLSvc/db01.example.com:1433`), as Zeek's kerberos.log, Windows events
 * 4769 and klist show it: the machine, whatever its suffix.
 */
export const kerberosSpnHost: PatternRule = {
  id: 'kerberos-spn-host',
  label: 'Host',
  family: 'internal-names',
  priority: 10,
  description: 'The host of a Kerberos service principal name without its realm: cifs/fs01.corp.example.com, HTTP/web01.example.com, MSSQLSvc/db01.example.com:1433.',
  regex: /(?:cifs|CIFS|host|HOST|http|HTTP|ldap|LDAP|MSSQLSvc|TERMSRV|WSMAN|RestrictedKrbHost|GC|DNS|dns|nfs|NFS|exchangeMDB|SMTPSVC|RPCSS|imap|IMAP|pop|POP|smtp|SMTP)\/([A-Za-z][A-Za-z0-9-]{0,62}(?:\.[A-Za-z0-9-]{1,63}){2,10})/,
  group: 1,
  anchor: keywordStartAnchor(SERVICES),
  keywords: SERVICES,
  validate: isSpnHost,
  contextual: true,
  fakes: FAKES,
  derive: (n) => `srv${n}.example.internal`,
  examples: {
    match: ['Kerberos TGS: service cifs/fs01.corp.example.hq for jo', 'Service Name:\tMSSQLSvc/db01.sql.example.hq:1433', 'HOST/wks-7.ad.example.priv'],
    noMatch: ['GET / HTTP/1.1', 'src/http/client.go', 'ldap/schema/core.schema', 'HOST/DC01'],
  },
};
