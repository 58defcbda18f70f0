import { keywordStartAnchor } from '../../find/compile/keyword-anchor';
import type { MatchContext, PatternRule } from '../../types';
import { isSystemAccount } from '../identities/system-accounts';
import { perScanState } from '../shape-cache';

/**
 * Columns that hold a user, a credential, a person or a machine's name, by the names Zeek (`#fields`, tab
 * separated) and W3C extended logs such as IIS (`#Fields:`, space separated) give them in their header
 * line. Addresses, ports and ids are left to the rules that know their shape.
 */
const SENSITIVE_COLUMNS = new Set([
  // Zeek: http, ftp, socks, ntlm, kerberos, ssh, rdp, radius, irc, dhcp, smtp
  'username', 'user', 'password', 'hostname', 'host_name', 'domainname', 'server_nb_computer_name', 'server_dns_computer_name',
  'server_tree_name', 'client', 'cookie', 'client_name', 'nick', 'client_fqdn', 'domain', 'mailfrom', 'rcptto', 'from', 'to',
  'cc', 'reply_to', 'helo', 'x_originating_ip',
  // W3C extended (IIS): the authenticated user, the cookie header, the server's own name
  'cs-username', 'cs(cookie)', 's-computername',
]);

const COLUMN_FAKES = ['example-user', 'example-host', 'example-value-3', 'example-value-4', 'example-value-5', 'example-value-6', 'example-value-7', 'example-value-8', 'example-value-9', 'example-value-10'];

/** `-`, `(empty)` and `<hidden>` are how these formats write "no value"; an SSH banner (`SSH-2.0-OpenSSH_9.7`) is ssh.log's `client`. */
const NO_VALUE = /^(?:-|\(empty\)|<[a-z]+>|SSH-\d.*)$/;

/** A header's format: how its line starts, and what separates its columns (and the values of its lines). */
interface Format {
  header: string;
  separator: string;
}

const ZEEK: Format = { header: '#fields\t', separator: '\t' };
const W3C: Format = { header: '#Fields: ', separator: ' ' };

/** Where the header lines of a format start in the scanned text, and each header's column names (by its start). */
interface Headers {
  starts: number[] | null;
  namesByHeader: Map<number, string[]>;
}

function startsOf(text: string, header: string): number[] {
  const starts: number[] = [];
  for (let at = text.indexOf(header); at !== -1; at = text.indexOf(header, at + 1)) if (at === 0 || text.charCodeAt(at - 1) === 10) starts.push(at);
  return starts;
}

/** The column names of the last header of the format before `lineStart`, lowercase. */
function columnsBefore(format: Format, headers: Headers, text: string, lineStart: number): string[] | null {
  headers.starts ??= startsOf(text, format.header);
  const starts = headers.starts;
  let lo = 0;
  let hi = starts.length - 1;
  let found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (starts[mid] < lineStart) {
      found = starts[mid];
      lo = mid + 1;
    } else hi = mid - 1;
  }
  if (found === -1) return null;
  let names = headers.namesByHeader.get(found);
  if (!names) {
    const lineEnd = text.indexOf('\n', found);
    const line = text.slice(found, lineEnd === -1 ? text.length : lineEnd).replace(/\r$/, '');
    names = line.slice(format.header.length).split(format.separator).map((name) => name.toLowerCase());
    headers.namesByHeader.set(found, names);
  }
  return names;
}

/**
 * The line the scan is in, worked out once per line (the scan visits its fields in order): whether it is
 * read by column at all — a data line under a header, with as many columns as the header — and which
 * column the last field visited was in.
 */
interface LineState {
  headers: Headers;
  lineStart: number;
  /** Where the line's `\n` is (or the text's length). */
  lineEnd: number;
  names: string[] | null;
  position: number;
  column: number;
}

function isSensitiveColumnOf(format: Format) {
  const separator = format.separator.charCodeAt(0);
  // Kept for one scan (a scan visits one text): a module variable would keep the last text alive.
  const lineOf = perScanState((): LineState => ({ headers: { starts: null, namesByHeader: new Map() }, lineStart: -1, lineEnd: -1, names: null, position: 0, column: 0 }));
  const enter = (line: LineState, text: string, lineStart: number) => {
    line.lineStart = lineStart;
    const lineEnd = text.indexOf('\n', lineStart);
    line.lineEnd = lineEnd === -1 ? text.length : lineEnd;
    line.position = lineStart;
    line.column = 0;
    line.names = null;
    if (text.charCodeAt(lineStart) === 35 /* # */) return;
    const names = columnsBefore(format, line.headers, text, lineStart);
    if (!names || !names.some((name) => SENSITIVE_COLUMNS.has(name))) return;
    // Only a line with as many columns as its header is read by column (a value holding a separator would shift them).
    let columns = 0;
    for (let i = lineStart; i < line.lineEnd; i++) if (text.charCodeAt(i) === separator) columns++;
    if (columns === names.length - 1) line.names = names;
  };
  return (value: string, context: MatchContext): boolean => {
    const { text, start } = context;
    const line = lineOf(context);
    // The scan visits a line's fields left to right: a field past the line's end (or before the last one) starts another line.
    if (line.lineStart === -1 || start < line.position || start > line.lineEnd) enter(line, text, text.lastIndexOf('\n', start - 1) + 1);
    if (!line.names) return false;
    for (let i = line.position; i < start; i++) if (text.charCodeAt(i) === separator) line.column++;
    line.position = start;
    return SENSITIVE_COLUMNS.has(line.names[line.column] ?? '') && !NO_VALUE.test(value);
  };
}

/**
 * A value in a column that names a user, a credential, a person or a machine, in a log whose header line
 * names its columns: Zeek's `#fields` (http username and password, ftp user, ntlm and kerberos names,
 * rdp cookie, smtp mailfrom and rcptto…).
 * The rule runs only when such a header occurs.
 */
export const zeekField: PatternRule = {
  id: 'zeek-field',
  label: 'Log Field',
  family: 'identities',
  priority: 0,
  description: "A value in a column that names a user, credential, person or machine, in Zeek logs, whose #fields header names the columns (username, password, user, client, cookie, mailfrom, rcptto…).",
  // Fields after a tab only: a line's first column is Zeek's `ts`, and lines without tabs cost one search.
  regex: /\t([^\t\n\r]{1,1024})/g,
  group: 1,
  keywords: ['#fields\t'],
  validate: isSensitiveColumnOf(ZEEK),
  // A user found in its column is masked where it stands again (an FTP `USER` command's argument).
  contextual: (value) => !isSystemAccount(value),
  fakes: COLUMN_FAKES,
  derive: (n) => `example-value-${n}`,
  examples: {
    match: ['#fields\tts\tuid\tusername\tpassword\n1.0\tCx1\tjdoe\ts3cret', '#fields\tts\tuid\tfrom\n1.0\tCx1\t"Jane Roe" <jroe@contoso.com>'],
    noMatch: ['#fields\tts\tuid\tusername\n1.0\tCx1\t-', 'username jdoe without a header', '#fields\tts\tuid\tmethod\n1.0\tCx1\tGET'],
  },
};

/** The W3C columns that name a user, a credential or a machine: the rule starts reading at one of these in a header. */
const W3C_SENSITIVE = ['cs-username', 'cs(cookie)', 's-computername'];

/**
 * A value in a column that names a user, a credential or a machine in a W3C extended log (IIS), whose
 * `#Fields:` line names its columns: `cs-username`, `cs(Cookie)`, `s-computername`. The rule runs only when
 * such a column name occurs, starts reading at it (where the keyword pass found it) and reads on field by
 * field, through the rest of the header and then only through the lines that follow it and start with a
 * date (as W3C lines do): a rule that read every field of the text cost 12 ms a megabyte wherever an IIS
 * header stood among other logs, and headers that name no such column are not read at all.
 */
export const w3cField: PatternRule = {
  id: 'w3c-field',
  label: 'Log Field',
  family: 'identities',
  priority: 0,
  description: 'A value in a column that names a user, credential or machine in W3C extended logs such as IIS, whose #Fields: header names the columns (cs-username, cs(Cookie), s-computername), on the lines after the header that start with a date.',
  // A field: the column name the reading starts at, then each next one after a space, or after a line
  // break before a line that starts with a date. Anything else ends the reading.
  regex: /(?: |\r?\n(?=\d{4}-\d\d-\d\d ))?([^ \r\n]{1,1024})/,
  group: 1,
  anchor: keywordStartAnchor(W3C_SENSITIVE),
  repeatAtEnd: true,
  keywords: W3C_SENSITIVE,
  validate: isSensitiveColumnOf(W3C),
  contextual: (value) => !isSystemAccount(value),
  fakes: COLUMN_FAKES,
  derive: (n) => `example-value-${n}`,
  examples: {
    match: [
      '#Fields: date time s-ip cs-method cs-uri-stem cs-username c-ip\n2024-01-01 00:00:01 10.0.0.5 GET /default.htm jdoe 192.0.2.7',
      '#Fields: date time cs(Cookie) sc-status\r\n2024-01-01 00:00:01 ASP.NET_SessionId=a1b2c3d4e5f6 200',
    ],
    noMatch: [
      '#Fields: date time cs-username sc-status\n2024-01-01 00:00:01 - 200',
      '#Fields: date time cs-method sc-status\n2024-01-01 00:00:01 GET 200',
      'cs-username jdoe without a header',
    ],
  },
};
