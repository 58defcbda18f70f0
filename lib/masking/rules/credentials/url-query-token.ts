import { fakeBody, poolOfTen } from '../fake-tokens';
import type { FakePool, MatchContext, PatternRule } from '../../types';

/** Query parameters whose long hex value is a content hash or cache buster, not a credential. */
const HASH_NAMES = /^(?:v|ver|version|rev|hash|md5|sha1|sha256|sha512|checksum|etag|digest|cb|cachebust|cache|commit|sha|fingerprint|integrity|build|id|uuid|guid|oid|blob|file|key_id)$/i;

function isQueryToken(_value: string, { text, start }: MatchContext): boolean {
  const nameEnd = start - 1;
  let nameStart = nameEnd;
  while (nameStart > 0 && /[\w.-]/.test(text.charAt(nameStart - 1)) && nameEnd - nameStart < 40) nameStart--;
  return !HASH_NAMES.test(text.slice(nameStart, nameEnd));
}

function poolFor(original: string): FakePool {
  const upper = original === original.toUpperCase();
  return poolOfTen(`url-query-token:${original.length}:${upper}`, (n) => {
    const body = fakeBody(n, original.length, 'lowerhex');
    return upper ? body.toUpperCase() : body;
  });
}

/**
 * A long hexadecimal value of a URL query parameter (`?nsp=b5c7…`, `&signature=832F…E01`): a session
 * nonce, a signature or a token in an access log. Names that hold hashes and versions (`v=`, `sha256=`,
 * `etag=`, `id=`) stay visible.
 */
export const urlQueryToken: PatternRule = {
  id: 'url-query-token',
  label: 'URL Token',
  family: 'credentials',
  priority: 0,
  description: 'A long hexadecimal value (32+ digits) of a URL query parameter, such as a session nonce or signature; not hashes and versions (v=, sha256=, etag=, id=).',
  regex: /[?&;][\w.-]{1,40}=([0-9A-Fa-f]{32,256}(?:\.[0-9A-Fa-f]{32,256})?)(?![\w.%-])/g,
  group: 1,
  anchor: { regex: /[?&;]/g, width: 1, lead: '', maxLead: 0 },
  keywords: ['?'],
  validate: isQueryToken,
  fakes: poolFor('x'.repeat(40)).fakes,
  pool: poolFor,
  derive: (n, original) => poolFor(original).derive(n),
  examples: {
    match: ['GET /nagiosxi/ajaxhelper.php?cmd=getxicoreajax&nsp=b5c7d5d4b6f7d0cf0c92f9cbdf737f6a5c838218425e6ae21 HTTP/1.1', '/videoplayback?id=1&signature=832FB1042E20780CFCA77A4DB5EA64AC593E8627.D1166C7E8365732E52DAFD68076DAE0146E0AE01&key=yt1'],
    noMatch: ['/static/app.js?v=9e107d9d372bb6826bd81d3542a419d6', '/dl?sha256=e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855', '/a?x=short0123'],
  },
};
