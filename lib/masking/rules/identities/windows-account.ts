import { isSystemAccount } from './system-accounts';
import type { FakePool, MatchContext, PatternRule } from '../../types';
import { poolsByClass } from '../pool-cache';

const FAKES = ['EXAMPLE\\jdoe', 'EXAMPLE\\asmith', 'EXAMPLE\\bwilliams', 'EXAMPLE\\cjones', 'EXAMPLE\\dbrown', 'EXAMPLE\\egarcia', 'EXAMPLE\\fmiller', 'EXAMPLE\\gdavis', 'EXAMPLE\\hmartinez', 'EXAMPLE\\iwilson'];

/** Domains that are Windows built-ins or registry hives, not an organisation's domain. */
const NOT_DOMAINS = new Set([
  'AUTHORITY', 'BUILTIN', 'SERVICE', 'HOST', 'MANAGER', 'HKLM', 'HKCU', 'HKCR', 'HKU', 'HKCC', 'NT', 'IIS', 'APPPOOL', 'WORKGROUP',
  // The buses of a Windows device instance path (`PCI\VEN_8086&DEV_7112`, `USBSTOR\DISK&VEN_…`), no domain.
  'PCI', 'USB', 'USBSTOR', 'HID', 'ACPI', 'SWD', 'SCSI', 'IDE', 'HDAUDIO', 'BTHENUM', 'BTHLE', 'DISPLAY', 'STORAGE', 'ROOT', 'SD', 'UMB', 'WPDBUSENUMROOT',
]);

const poolOfSeparator = poolsByClass((separator: string): FakePool => {
  const make = (i: number) => FAKES[i].replace('\\', separator);
  return { key: `windows-account:${separator}`, fakes: FAKES.map((_, i) => make(i)), derive: (n) => `EXAMPLE${separator}user${n}` };
});

function poolFor(original: string): FakePool {
  // Keep the double backslash of JSON/escaped strings.
  return poolOfSeparator(original.includes('\\\\') ? '\\\\' : '\\');
}

function isAccount(value: string, { text, end }: MatchContext): boolean {
  const [domain, user] = value.split(/\\{1,2}/);
  if (NOT_DOMAINS.has(domain) || /^\d+$/.test(user)) return false;
  // `SRC\main\java`, `C:\Users\x\`: more path after the user means a path, not an account.
  return text.charAt(end) !== '\\' && !/^\.\w{1,4}$/.test(user.slice(user.lastIndexOf('.')));
}

/** A down-level logon name `DOMAIN\user` (NetBIOS domain in capitals), also with an escaped `\\`. */
export const windowsAccount: PatternRule = {
  id: 'windows-account',
  label: 'Windows Account',
  family: 'identities',
  priority: 3,
  description: 'A Windows down-level logon name DOMAIN\\user, the domain written in capitals.',
  regex: /(?:(?<=\\[nrt])|(?<![\w\\/.$%-]))[A-Z][A-Z0-9-]{1,14}\\{1,2}[A-Za-z][\w.$-]{1,63}(?![\w$-])/,
  anchor: { regex: /\\/g, width: 1, lead: 'A-Z0-9-', maxLead: 15 },
  keywords: ['\\'],
  contextual: (value) => !isSystemAccount(value),
  validate: isAccount,
  fakes: FAKES,
  pool: poolFor,
  derive: (n, original) => poolFor(original).derive(n),
  examples: {
    match: ['An account failed to log on: CORP\\jsmith', 'runas /user:CONTOSO\\Administrator cmd', '"user": "FABRIKAM\\\\svc_backup"'],
    noMatch: ['NT AUTHORITY\\SYSTEM', 'C:\\Windows\\System32\\drivers', 'HKLM\\Software', 'SRC\\main\\java', 'BUILD\\output.dll', 'regex "\\d+\\s"'],
  },
};
