import { isTopLevelDomain } from '../../find/top-level-domains';
import { addressRegex, email } from '../email';
import type { FakePool, PatternRule } from '../../types';
import { poolsByClass } from '../pool-cache';
import { isSystemAccount } from './system-accounts';

/** Package managers and image references write `name@tag`: not accounts. */
const NOT_REALMS = new Set([
  'latest', 'next', 'beta', 'alpha', 'canary', 'rc', 'stable', 'lts', 'sha256', 'sha512', 'sha1', 'main', 'master', 'head', 'dev', 'types', 'npm', 'none', 'host', 'example', 'domain', 'company', 'service',
  // `name@provider` routing ids, no account: Traefik's routers and middlewares (`api@docker`, `web@file`,
  // `dashboard@internal`), and Erlang's default node name (`nonode@nohost`).
  'docker', 'file', 'internal', 'kubernetescrd', 'kubernetesgateway', 'kubernetes', 'consulcatalog', 'consul', 'ecs', 'marathon', 'rancher', 'nomad', 'http', 'redis', 'etcd', 'zookeeper', 'nohost',
]);

const NAMES = ['jdoe', 'asmith', 'bwilliams', 'cjones', 'dbrown', 'egarcia', 'fmiller', 'gdavis', 'hmartinez', 'iwilson'];

const poolOfRealm = poolsByClass(
  (fakeRealm: string): FakePool => ({ key: `upn:${fakeRealm}`, fakes: NAMES.map((name) => `${name}@${fakeRealm}`), derive: (n) => `user${n}@${fakeRealm}` }),
);

function poolFor(original: string): FakePool {
  const realm = original.slice(original.indexOf('@') + 1);
  return poolOfRealm(realm.includes('.') ? (realm === realm.toUpperCase() ? 'EXAMPLE.LOCAL' : 'example.local') : realm === realm.toUpperCase() ? 'EXAMPLE' : 'example');
}

/**
 * A user principal name or Kerberos principal `user@DOMAIN` whose realm is not a public domain
 * (`jsmith@CORP`, `admin@contoso.local`); public domains are emails, found first.
 */
export const userPrincipalName: PatternRule = {
  id: 'upn',
  label: 'User Principal Name',
  family: 'identities',
  priority: email.priority,
  description: 'A user principal name user@DOMAIN whose domain is not a public internet domain (jsmith@CORP, admin@contoso.local).',
  regex: addressRegex(0),
  group: 1,
  anchor: email.anchor,
  keywords: email.keywords,
  validate(value, { text, start, end }) {
    const at = value.indexOf('@');
    const local = value.slice(0, at);
    const realm = value.slice(at + 1);
    const labels = realm.split('.');
    const last = labels[labels.length - 1];
    if (!/^[A-Za-z][A-Za-z0-9-]*$/.test(last) || isTopLevelDomain(last)) return false;
    if (/^\d/.test(realm) || /\d$/.test(realm) && /^[0-9a-f]+$/i.test(realm)) return false;
    if (NOT_REALMS.has(realm.toLowerCase()) || NOT_REALMS.has(labels[0].toLowerCase())) return false;
    // A build's own `user@host` in a kernel banner (`(oe-user@oe-host)`) names the build machine's account, no person here.
    if (/^(?:oe|build|buildd|mockbuild)-?user$/i.test(local)) return false;
    // systemd template units (`serial-getty@ttyS0`, `devstack@n-api.service`) and `ip link` peers (`veth0@if21`).
    if (/^(?:if\d+|tty\w*|[\w-]+\.(?:service|socket|timer|target|mount|slice|scope|path|device|swap))$/i.test(realm)) return false;
    if (local.startsWith('.') || local.endsWith('.') || /^\d+$/.test(local)) return false;
    // URL-encoded text, where @ starts a word of its own (a T-SQL `declare%20@c`, `set+@c` in an injection), and one-letter realms.
    if (/%20|\+$/i.test(local) || realm.length < 2) return false;
    // `jdoe@localhost` names a local account; `root@localhost` and `user@localhost` name nobody.
    if (realm.toLowerCase() === 'localhost' && isSystemAccount(local)) return false;
    // `@scope/pkg@1.2.3`, `user@host:~$` prompts stay countable; `pkg@version` and decorators do not.
    const before = text.charAt(start - 1);
    if (before === '@' || before === '/' || text.charAt(end) === '(') return false;
    // `p@ssW0rd!`: a realm does not run on into `!`, `#`, `$`, `^`, `*` or `~`; that is a password.
    if (/[!#$^*~]/.test(text.charAt(end))) return false;
    return true;
  },
  fakes: poolFor('x@EXAMPLE').fakes,
  pool: poolFor,
  derive: (n, original) => poolFor(original).derive(n),
  examples: {
    match: ['Kerberos TGT requested for jsmith@CORP', 'UPN: administrator@CONTOSO.LOCAL', 'logon svc_sql@fabrikam.internal', 'to=ghdsgfhdslfh@localhost, relay=local', "principal='jsmith@CORP'"],
    noMatch: ['level=debug msg=x routerName=api@docker entryPointName=web', 'Erlang node nonode@nohost started', "password='p@ssW0rd-2024!'", 'alice@contoso.com', 'npm install react@latest', 'lodash@4.17.21', 'image@sha256:abc', 'user@localhost', 'Object@1a2b3c4d', 'unit=serial-getty@ttyS0 comm="systemd"', 'systemctl restart devstack@n-api.service', '3: qr-da3504ad-ba@if24: <BROADCAST,MULTICAST,UP>', 'GET /a.aspx id=1;declare%20@c%20cursor;set+@c=cursor'],
  },
};
