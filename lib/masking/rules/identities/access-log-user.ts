import type { MatchContext, PatternRule } from '../../types';
import { keywordStartAnchor } from '../../find/compile/keyword-anchor';
import { lineBefore } from '../line-context';
import { USER_NAME_VALUE } from './user-name-value';

/** Values that stand in the user column when no one authenticated, or a template's variable. */
const NO_USER = /^(?:-|"-"|\$\w+|%\w|\{\w*\})$/;

/**
 * The Common Log Format's first two fields before the user: the client (an address or a host name)
 * and the RFC 1413 identity (nearly always `-`), each a token, at the start of the line or of a quoted
 * or prefixed record (`access.log:203.0.113.7 - `).
 */
const CLF_HEAD = /(?:^|[\s"':,])[\w.:%[\]-]{1,255} [^\s]{1,64} $/;

function isClfUser(value: string, { text, start }: MatchContext): boolean {
  if (NO_USER.test(value)) return false;
  return CLF_HEAD.test(lineBefore(text, start, 400));
}

/** How a CLF time starts: ` [` and the first digit of the day (01–31). */
const CLF_TIME_STARTS = [' [0', ' [1', ' [2', ' [3'];

/**
 * The authenticated user of the Common and Combined Log Formats (Apache httpd `%u`, nginx
 * `$remote_user`, Squid's `common` format): the third field, before the `[dd/Mon/yyyy:hh:mm:ss zone]`
 * time (`203.0.113.7 - jsmith [10/Oct/2000:13:55:36 -0700] "GET …`). `-` is no user.
 */
export const accessLogUser: PatternRule = {
  id: 'access-log-user',
  label: 'User',
  family: 'identities',
  priority: 10,
  description: 'The authenticated user of the Common/Combined Log Format (Apache %u, nginx $remote_user): the field before the [time] (203.0.113.7 - jsmith [10/Oct/2000:13:55:36 -0700] "GET …).',
  regex: /(?<![^\s"[\]])([^\s"[\]]{1,64}) \[\d\d\/[A-Z][a-z]{2}\/\d{4}:\d\d:\d\d:\d\d [+-]\d{4}\]/,
  group: 1,
  // Found where ` [` and the day's first digit start (the keyword pass finds them), back over the user.
  anchor: keywordStartAnchor(CLF_TIME_STARTS, '^\\s"\\[\\]', 64),
  keywords: CLF_TIME_STARTS,
  validate: isClfUser,
  ...USER_NAME_VALUE,
  examples: {
    match: [
      '203.0.113.7 - jsmith [10/Oct/2000:13:55:36 -0700] "GET /apache_pb.gif HTTP/1.0" 200 2326',
      'web01.example.net - m.curie [01/Feb/2021:08:00:01 +0100] "PROPFIND /remote.php/dav/ HTTP/1.1" 207 912 "-" "curl/7.68.0"',
    ],
    noMatch: [
      '203.0.113.7 - - [10/Oct/2000:13:55:36 -0700] "GET / HTTP/1.0" 200 2326',
      'ERROR [10/Oct/2000:13:55:36 -0700] worker stopped',
      'log_format main \'$remote_addr - $remote_user [$time_local] "$request"\'',
    ],
  },
};

/**
 * Squid's native access.log line: `time elapsed client action/code size method URL user hierarchy/peer
 * type` (squid-cache.org, "Squid native access.log format"). The user is the eighth field (`-` when
 * no one authenticated), before the hierarchy code (`DIRECT/`, `HIER_NONE/`, `PARENT_HIT/`).
 */
export const squidUser: PatternRule = {
  id: 'squid-user',
  label: 'User',
  family: 'identities',
  priority: 10,
  description: "The user field of Squid's native access.log (… TCP_MISS/200 512 GET http://… jsmith DIRECT/203.0.113.9 text/html).",
  regex: /(?:TCP|UDP|NONE|TAG)(?:_[A-Z_]{1,40})?\/\d{3} \d{1,20} [A-Z_-]{1,20} [^\s]{1,4096} ([^\s]{1,64}) [A-Z_]{1,40}\/[^\s]/,
  group: 1,
  anchor: keywordStartAnchor(['tcp_', 'udp_', 'none/', 'none_', 'tag_none']),
  keywords: ['tcp_', 'udp_', 'none/', 'none_', 'tag_none'],
  validate: (value) => !NO_USER.test(value),
  ...USER_NAME_VALUE,
  examples: {
    match: ['1286536308.779 180 192.168.0.224 TCP_MISS/200 411 GET http://example.com/ jsmith DIRECT/203.0.113.9 text/html'],
    noMatch: ['1286536308.779 180 192.168.0.224 TCP_MISS/200 411 GET http://example.com/ - DIRECT/203.0.113.9 text/html', 'TCP_MISS/200 count rose'],
  },
};
