import type { MatchContext, PatternRule } from '../../types';
import { isSystemAccount } from '../identities/system-accounts';

/**
 * Columns that hold a user, a credential, a person or a machine's name, by the names Zeek (`#fields`, tab
 * separated) and IIS/W3C extended logs (`#Fields:`, space separated) give them in their header line.
 * Addresses, ports and ids are left to the rules that know their shape.
 */
const SENSITIVE_COLUMNS = new Set([
  // Zeek: http, ftp, socks, ntlm, kerberos, ssh, rdp, radius, irc, dhcp, smtp
  'username', 'user', 'password', 'hostname', 'host_name', 'domainname', 'server_nb_computer_name', 'server_dns_computer_name',
  'server_tree_name', 'client', 'cookie', 'client_name', 'nick', 'client_fqdn', 'domain', 'mailfrom', 'rcptto', 'from', 'to',
  'cc', 'reply_to', 'helo', 'x_originating_ip',
  // W3C extended (IIS): the authenticated user, the cookie header, the server's own name
  'cs-username', 'cs(cookie)', 's-computername',
]);

/** `-`, `(empty)` and `<hidden>` are how these formats write "no value"; an SSH banner (`SSH-2.0-OpenSSH_9.7`) is ssh.log's `client`. */
const NO_VALUE = /^(?:-|\(empty\)|<[a-z]+>|SSH-\d.*)$/;

/** Where the header lines of each format start in the last text seen (a text is scanned field by field). */
let seenText: string | null = null;
let seenHeaders: Record<'tab' | 'space', number[]> = { tab: [], space: [] };
const namesByHeader = new Map<number, string[]>();

function headersOf(text: string): Record<'tab' | 'space', number[]> {
  if (text !== seenText) {
    seenText = text;
    namesByHeader.clear();
    seenHeaders = { tab: startsOf(text, '#fields\t'), space: startsOf(text, '#Fields: ') };
  }
  return seenHeaders;
}

function startsOf(text: string, header: string): number[] {
  const starts: number[] = [];
  for (let at = text.indexOf(header); at !== -1; at = text.indexOf(header, at + 1)) if (at === 0 || text.charCodeAt(at - 1) === 10) starts.push(at);
  return starts;
}

/** The column names of the last header of this format before `lineStart`, lowercase. */
function columnsBefore(text: string, lineStart: number, format: 'tab' | 'space'): string[] | null {
  const starts = headersOf(text)[format];
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
  let names = namesByHeader.get(found);
  if (!names) {
    const lineEnd = text.indexOf('\n', found);
    const line = text.slice(found, lineEnd === -1 ? text.length : lineEnd).replace(/\r$/, '');
    names = line.slice(format === 'tab' ? 8 : 9).split(format === 'tab' ? '\t' : ' ').map((name) => name.toLowerCase());
    namesByHeader.set(found, names);
  }
  return names;
}

/**
 * The line the scan is in, worked out once per line (the scan visits its fields in order): whether it is
 * read by column at all — a data line under a header, with as many columns as the header — and which
 * column the last field visited was in.
 */
interface LineState {
  text: string;
  lineStart: number;
  /** Where the line's `\n` is (or the text's length). */
  lineEnd: number;
  names: string[] | null;
  position: number;
  column: number;
}

function isSensitiveColumnOf(format: 'tab' | 'space') {
  const separator = format === 'tab' ? 9 : 32;
  const line: LineState = { text: '', lineStart: -1, lineEnd: -1, names: null, position: 0, column: 0 };
  const enter = (text: string, lineStart: number) => {
    line.text = text;
    line.lineStart = lineStart;
    const lineEnd = text.indexOf('\n', lineStart);
    line.lineEnd = lineEnd === -1 ? text.length : lineEnd;
    line.position = lineStart;
    line.column = 0;
    line.names = null;
    if (text.charCodeAt(lineStart) === 35 /* # */) return;
    const names = columnsBefore(text, lineStart, format);
    if (!names || !names.some((name) => SENSITIVE_COLUMNS.has(name))) return;
    // Only a line with as many columns as its header is read by column (a value with a space would shift them).
    let columns = 0;
    for (let i = lineStart; i < line.lineEnd; i++) if (text.charCodeAt(i) === separator) columns++;
    if (columns === names.length - 1) line.names = names;
  };
  return (value: string, { text, start }: MatchContext): boolean => {
    // The scan visits a line's fields left to right: a field past the line's end (or before the last one) starts another line.
    if (text !== line.text || start < line.position || start > line.lineEnd) enter(text, text.lastIndexOf('\n', start - 1) + 1);
    if (!line.names) return false;
    for (let i = line.position; i < start; i++) if (text.charCodeAt(i) === separator) line.column++;
    line.position = start;
    return SENSITIVE_COLUMNS.has(line.names[line.column] ?? '') && !NO_VALUE.test(value);
  };
}

/**
 * A value in a column that names a user, a credential, a person or a machine, in a log whose header line
 * names its columns: Zeek's `#fields` (http username and password, ftp user, ntlm and kerberos names,
 * rdp cookie, smtp mailfrom and rcptto…) and W3C extended logs' `#Fields:` (IIS cs-username, cs(Cookie)).
 * The rule runs only when such a header occurs.
 */
export const zeekField: PatternRule = {
  id: 'zeek-field',
  label: 'Log Field',
  family: 'identities',
  priority: 0,
  description: "A value in a column that names a user, credential, person or machine, in logs whose header names the columns: Zeek's #fields (username, password, user, client, cookie, mailfrom, rcptto…) and W3C/IIS #Fields: (cs-username, cs(Cookie)).",
  // Fields after a tab only: a line's first column is Zeek's `ts`, and lines without tabs cost one search.
  regex: /\t([^\t\n\r]{1,1024})/g,
  group: 1,
  keywords: ['#fields\t'],
  validate: isSensitiveColumnOf('tab'),
  // A user found in its column is masked where it stands again (an FTP `USER` command's argument).
  contextual: (value) => !isSystemAccount(value),
  fakes: ['example-user', 'example-host', 'example-value-3', 'example-value-4', 'example-value-5', 'example-value-6', 'example-value-7', 'example-value-8', 'example-value-9', 'example-value-10'],
  derive: (n) => `example-value-${n}`,
  examples: {
    match: ['#fields\tts\tuid\tusername\tpassword\n1.0\tCx1\tjdoe\ts3cret', '#fields\tts\tuid\tfrom\n1.0\tCx1\t"Jane Roe" <jroe@contoso.com>'],
    noMatch: ['#fields\tts\tuid\tusername\n1.0\tCx1\t-', 'username jdoe without a header', '#fields\tts\tuid\tmethod\n1.0\tCx1\tGET'],
  },
};
