import type { PatternRule } from '../../types';
import { keywordStartAnchor } from '../../find/compile/keyword-anchor';

const MONTHS = ['jan ', 'feb ', 'mar ', 'apr ', 'may ', 'jun ', 'jul ', 'aug ', 'sep ', 'oct ', 'nov ', 'dec '];

/** Names that are no particular machine, and IP addresses (the IP rules mask those with their class). */
const NOT_HOSTS = /^(?:localhost|localhost\.localdomain|-|\d+|\d{1,3}(?:\.\d{1,3}){3})$/i;

/** Two or more labels, each starting and ending with a letter or digit, the last with a letter. */
const QUALIFIED = /^[A-Za-z0-9](?:[\w-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[\w-]*[A-Za-z0-9])?)*\.[\w-]*[A-Za-z][\w-]*$/;

const FAKES = ['example-host01', 'example-host02', 'example-host03', 'example-host04', 'example-host05', 'example-host06', 'example-host07', 'example-host08', 'example-host09', 'example-host10'];

/**
 * The HOSTNAME of a BSD syslog header (RFC 3164 section 4.1.2: `<PRI>Mmm dd hh:mm:ss HOSTNAME TAG[pid]: `),
 * `Jul 30 09:03:52 web01.dc2 sshd[812]: …`: the machine that logged the line, when it is a qualified name
 * whatever its suffix (a public or internal suffix is masked by the domain and internal-host rules
 * already). A bare short name (`web01`) stays, as elsewhere (SENSITIVE.md: may). Only before a tag (a
 * name, an optional `[pid]`, a colon), so a date in prose is not read as a header; `localhost` stays.
 */
export const syslogHost: PatternRule = {
  id: 'syslog-host',
  label: 'Host',
  family: 'internal-names',
  priority: 10,
  description: 'The qualified host name of a BSD syslog header (RFC 3164): Jul 30 09:03:52 web01.dc2 sshd[812]: … (not a bare name or localhost).',
  regex: /(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) {1,2}\d{1,2} \d\d:\d\d:\d\d ([A-Za-z0-9][\w-]{0,62}(?:\.[\w-]{1,63}){1,8}) [A-Za-z][\w.\/-]{0,47}(?:\[\d{1,10}\])?: /,
  group: 1,
  anchor: keywordStartAnchor(MONTHS),
  keywords: MONTHS,
  validate: (value, { text, start }) => {
    if (NOT_HOSTS.test(value) || !QUALIFIED.test(value)) return false;
    // The month starts the header: the line, a `<PRI>`, or a field the header is quoted in.
    let at = start;
    while (at > 0 && text.charCodeAt(at - 1) !== 10 && start - at < 40) at--;
    const head = text.slice(at, start);
    const month = head.search(/(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) {1,2}\d{1,2} \d\d:\d\d:\d\d $/);
    if (month < 0) return false;
    return month === 0 || /[\t>"':|]/.test(head.charAt(month - 1));
  },
  fakes: FAKES,
  derive: (n) => `example-host${n}`,
  examples: {
    match: ['Jul 30 09:03:52 web01.dc2 sshd[812]: Accepted publickey for jo', '<34>Oct 11 22:14:15 mymachine.branch su: \'su root\' failed', 'Mar  5 01:02:03 db-7.dc2 postgres[42]: ready'],
    noMatch: ['Jul 30 09:03:52 localhost kernel: eth0 up', 'Jul 30 09:03:52 web01 sshd[812]: Accepted publickey for jo', 'Wed Jul 30 09:03:52 2018 kernel: x', 'on Jul 30 09:03:52 the job said: done'],
  },
};

/**
 * The HOSTNAME after an ISO 8601 timestamp at the start of a line, as rsyslog's high-precision format and
 * RFC 5424 write the header: `2021-03-04T10:00:00.123+01:00 web01.dc2 sshd[12]: …` (a tag follows) and
 * `<34>1 2021-03-04T10:00:00Z web01.dc2 app 1234 ID47 - …` (the version `1` after `<PRI>`, then APP-NAME,
 * PROCID and MSGID). A qualified name only, as in the BSD header above; a bare name stays.
 */
export const syslogHostIso: PatternRule = {
  id: 'syslog-host-iso',
  label: 'Host',
  family: 'internal-names',
  priority: 10,
  description: 'The qualified host name of a syslog header that opens with an ISO 8601 time (rsyslog, RFC 5424): 2021-03-04T10:00:00+01:00 web01.dc2 sshd[12]: …, <34>1 2021-03-04T10:00:00Z web01.dc2 app 1234 - … (not a bare name or localhost).',
  regex: /(?:<\d{1,3}>1 )?\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d{1,9})?(?:Z|[+-]\d\d:?\d\d)? ([A-Za-z0-9][\w-]{0,62}(?:\.[\w-]{1,63}){1,8}) (?:[A-Za-z][\w.\/-]{0,47}(?:\[\d{1,10}\])?: |[\w.\/-]{1,48} (?:\d{1,10}|-) [\w-]{1,32} )/,
  group: 1,
  // The `T` between the date and the time, then back over the date (and a `<PRI>1 ` before it).
  anchor: { regex: /T[0-9]/g, width: 2, lead: '0-9<> -', maxLead: 18 },
  keywords: [],
  validate: (value, { text, start }) => {
    if (NOT_HOSTS.test(value) || !QUALIFIED.test(value)) return false;
    // The header opens its line (or a `<PRI>` does).
    let at = start;
    while (at > 0 && text.charCodeAt(at - 1) !== 10 && start - at < 48) at--;
    return (at === 0 || text.charCodeAt(at - 1) === 10) && /^(?:<\d{1,3}>1 )?\d{4}-/.test(text.slice(at, at + 12));
  },
  fakes: FAKES,
  derive: (n) => `example-host${n}`,
  examples: {
    match: ['2021-03-04T10:00:00+00:00 bravo-web02.dc2 sshd[12]: Connection closed', '2021-03-04T10:00:00.123456+01:00 charlie3.rack4 kernel: eth0: link up', '<34>1 2021-03-04T10:00:00Z delta-app4.rack9 myapp 1234 ID47 - message here'],
    noMatch: ['2021-03-04T10:00:00+00:00 localhost sshd[12]: x', '2021-03-04T10:00:00+00:00 web01 sshd[12]: x', '"time":"2021-03-04T10:00:00Z" level info msg: x', 'at 2021-03-04T10:00:00Z the.job said: done', '2021-03-04T10:00:00Z 10.0.0.1 kernel: up'],
  },
};
