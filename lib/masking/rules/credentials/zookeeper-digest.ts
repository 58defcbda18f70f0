import { keywordStartAnchor } from '../../find/compile/keyword-anchor';
import type { PatternRule } from '../../types';
import { isSystemAccount } from '../identities/system-accounts';
import { USER_NAME_VALUE } from '../identities/user-name-value';

const FAKES = ['FakeDigest01', 'FakeDigest02', 'FakeDigest03', 'FakeDigest04', 'FakeDigest05', 'FakeDigest06', 'FakeDigest07', 'FakeDigest08', 'FakeDigest09', 'FakeDigest10'];

/**
 * ZooKeeper's digest credentials `user:password` (or `user:base64-hash`), as given to `addauth digest`,
 * set as `-Dzookeeper.DigestAuthenticationProvider.superDigest=` and written in ACLs (`'digest,'user:hash`):
 * the user in group 1, the password or hash in group 2.
 */
const DIGEST = /(?:addauth digest |[Ss]uperDigest=|'digest,'|(?<![\w-])digest:(?=[^\s:'",]{1,64}:))'?([^\s:'",]{1,64}):([^\s'",:]{1,256})/g;
const KEYWORDS = ['addauth digest ', 'superdigest=', "'digest,'", 'digest:'];

/** The password or hash of ZooKeeper digest credentials. */
export const zookeeperDigest: PatternRule = {
  id: 'zookeeper-digest',
  label: 'Digest Credentials',
  family: 'credentials',
  priority: 0,
  description: "The password or hash of ZooKeeper digest credentials user:password or user:hash (addauth digest …, superDigest=…, 'digest,'user:hash).",
  regex: DIGEST,
  group: 2,
  anchor: keywordStartAnchor(KEYWORDS),
  keywords: KEYWORDS,
  validate: (value, { text, start }) => !/^\$|<|\{/.test(value) && !/[$<{]/.test(text.charAt(text.lastIndexOf(' ', start) + 1)),
  fakes: FAKES,
  derive: (n) => `FakeDigest${n}`,
  examples: {
    match: ['[zkshell: 10] addauth digest user1:12345', '-Dzookeeper.DigestAuthenticationProvider.superDigest=super:D/InIHSb7yEEbrWz8b9l71RjZJU=', "'digest,'user1:+owfoSBn/am19roBPzR1/MfCblE=", 'create /node mydata digest:user1:+owfoSBn/am19roBPzR1/MfCblE=:crwad'],
    noMatch: ['addauth digest $USER:$PASS', 'the digest algorithm'],
  },
};

/**
 * The user of ZooKeeper digest credentials: masked where it stands and, like any user found by its
 * place, wherever else it stands as a word (`whoami` answers `digest: user1`); ZooKeeper's `super` and
 * system accounts only where found.
 */
export const zookeeperDigestUser: PatternRule = {
  id: 'zookeeper-digest-user',
  label: 'User',
  family: 'credentials',
  priority: 0,
  description: "The user of ZooKeeper digest credentials user:password (addauth digest jsmith:…, 'digest,'jsmith:hash).",
  regex: DIGEST,
  group: 1,
  anchor: keywordStartAnchor(KEYWORDS),
  keywords: KEYWORDS,
  validate: (value) => !/^['"]?[$<{]/.test(value),
  ...USER_NAME_VALUE,
  contextual: (value) => value.toLowerCase() !== 'super' && !isSystemAccount(value),
  examples: {
    match: ['[zkshell: 10] addauth digest jsmith:12345', "setAcl /app 'digest,'jsmith:+owfoSBn/am19roBPzR1/MfCblE=,cdrwa"],
    noMatch: ['addauth digest $USER:$PASS', 'the digest algorithm'],
  },
};
