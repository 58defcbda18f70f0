import { keywordStartAnchor } from '../../find/compile/keyword-anchor';
import type { PatternRule } from '../../types';

const FAKES = ['exampleuser:FakeDigest01', 'exampleuser:FakeDigest02', 'exampleuser:FakeDigest03', 'exampleuser:FakeDigest04', 'exampleuser:FakeDigest05', 'exampleuser:FakeDigest06', 'exampleuser:FakeDigest07', 'exampleuser:FakeDigest08', 'exampleuser:FakeDigest09', 'exampleuser:FakeDigest10'];

/**
 * ZooKeeper's digest credentials `user:password` (or `user:base64-hash`), as given to `addauth digest`,
 * set as `-Dzookeeper.DigestAuthenticationProvider.superDigest=` and written in ACLs (`'digest,'user:hash`).
 */
export const zookeeperDigest: PatternRule = {
  id: 'zookeeper-digest',
  label: 'Digest Credentials',
  family: 'credentials',
  priority: 0,
  description: "ZooKeeper digest credentials user:password or user:hash (addauth digest …, superDigest=…, 'digest,'user:hash).",
  regex: /(?:addauth digest |[Ss]uperDigest=|'digest,'|(?<![\w-])digest:(?=[^\s:'",]{1,64}:))'?([^\s:'",]{1,64}:[^\s'",:]{1,256})/g,
  group: 1,
  anchor: keywordStartAnchor(['addauth digest ', 'superdigest=', "'digest,'", 'digest:']),
  keywords: ['addauth digest ', 'superdigest=', "'digest,'", 'digest:'],
  validate: (value) => !/^\$|<|\{/.test(value),
  fakes: FAKES,
  derive: (n) => `exampleuser:FakeDigest${n}`,
  examples: {
    match: ['[zkshell: 10] addauth digest user1:12345', '-Dzookeeper.DigestAuthenticationProvider.superDigest=super:D/InIHSb7yEEbrWz8b9l71RjZJU=', "'digest,'user1:+owfoSBn/am19roBPzR1/MfCblE=", 'create /node mydata digest:user1:+owfoSBn/am19roBPzR1/MfCblE=:crwad'],
    noMatch: ['addauth digest $USER:$PASS', 'the digest algorithm'],
  },
};
