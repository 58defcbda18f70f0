import { keywordStartAnchor } from '../../find/compile/keyword-anchor';
import type { FakePool, PatternRule } from '../../types';
import { poolsByClass } from '../pool-cache';

/** Suffixes that never resolve on the public internet (RFC 6762, RFC 8375, common private zones). */
export const INTERNAL_SUFFIXES = ['local', 'corp', 'internal', 'lan', 'intranet', 'home.arpa', 'localdomain'];

/** Where a name's suffix starts: the rule looks only there. */
const SUFFIX_KEYWORDS = INTERNAL_SUFFIXES.map((suffix) => `.${suffix}`);
const SUFFIX = /\.(home\.arpa|localdomain|local|corp|internal|lan|intranet)$/i;
const NAMES = ['example-app01', 'example-db01', 'example-dc01', 'example-fs01', 'example-web01', 'example-mail01', 'example-vpn01', 'example-build01', 'example-proxy01', 'example-git01'];

const poolOfClass = poolsByClass((middle: string, suffix: string): FakePool => {
  const make = (name: string) => `${name}${middle}.${suffix}`;
  return { key: `internal-hostname:${middle}.${suffix}`, fakes: NAMES.map(make), derive: (n) => make(`example-host${n}`) };
});

function poolFor(original: string): FakePool {
  const suffix = SUFFIX.exec(original)?.[1] ?? 'internal';
  const middle = original.split('.').length > 2 + (suffix.includes('.') ? 1 : 0) ? '.example' : '';
  return poolOfClass(middle, suffix);
}

/** Host names under non-public suffixes: `dc01.corp.local`, `grafana.internal`, `nas.home.arpa`. */
export const internalHostname: PatternRule = {
  id: 'internal-hostname',
  label: 'Internal Host',
  family: 'internal-names',
  priority: 1,
  description: 'A host name under a non-public suffix: .local, .corp, .internal, .lan, .intranet, .home.arpa.',
  // The name ends where its suffix does (`printer.lan`, not `java.lang` or `db.local_settings`).
  regex: /(?<![A-Za-z0-9.-])[A-Za-z0-9-]{1,63}(?:\.[A-Za-z0-9-]{1,63}){1,10}(?![\w-]|\.[A-Za-z0-9])/,
  // Searched only where a suffix's keyword starts (found in the one keyword pass), walking back over the name.
  anchor: keywordStartAnchor(SUFFIX_KEYWORDS, 'A-Za-z0-9.-', 200),
  keywords: SUFFIX_KEYWORDS,
  validate(value, { text, start }) {
    if (!SUFFIX.test(value)) return false;
    const labels = value.split('.');
    if (labels.some((label) => label.length === 0 || label.startsWith('-') || label.endsWith('-'))) return false;
    const before = text.charAt(start - 1);
    // `${host}.internal`, `$HOST.local` templates, and `file.local` settings names in code (`config.local`).
    if (before === '$' || before === '}' || before === '_') return false;
    return !/^(?:config|settings|env|appsettings|vars|values|docker-compose|\.env)$/i.test(labels[0]);
  },
  fakes: poolFor('x.internal').fakes,
  pool: poolFor,
  derive: (n, original) => poolFor(original).derive(n),
  examples: {
    match: ['ping dc01.corp.local', 'https://grafana.internal:3000/d/abc', 'nas.home.arpa', 'LDAP server DC01.CONTOSO.CORP', 'printer.lan', 'wiki.intranet/page'],
    noMatch: ['config.local', 'appsettings.local.json', 'api.internal.contoso.com', 'see the local network', '.local'],
  },
};
