import type { PatternRule } from '../../types';
import { lineBefore } from '../line-context';

const make = (n: number) => `${String(n).padStart(8, '0')}fa4e0000000000000000fake`;

/** The `response=` hash of an HTTP Digest Authorization header (the proof of the password). */
export const authorizationDigest: PatternRule = {
  id: 'authorization-digest',
  label: 'Digest Response',
  family: 'credentials',
  priority: 0,
  description: 'The response hash of an HTTP Digest Authorization header.',
  regex: /\bresponse="?([0-9a-fA-F]{32,128})(?![0-9a-fA-F])/g,
  group: 1,
  contextual: true,
  keywords: ['digest'],
  // Only inside a Digest header: `Digest ` earlier on the same line.
  validate: (_value, { text, start }) => lineBefore(text, start, 2048).includes('Digest '),
  fakes: Array.from({ length: 10 }, (_, i) => make(i + 1)),
  derive: make,
  examples: {
    match: ['Authorization: Digest username="Mufasa", realm="testrealm@host.com", nonce="dcd98b7102dd2f0e8b11d0f600bfb0c093", uri="/dir/index.html", qop=auth, nc=00000001, cnonce="0a4f113b", response="6629fae49393a05397450978507c4ef1", opaque="5ccc069c403ebaf9f0171e9517f40e41"'],
    noMatch: ['Digest auth is enabled', 'WWW-Authenticate: Digest realm="api", nonce="abc"'],
  },
};
