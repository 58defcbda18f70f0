import type { PatternRule } from '../../types';
import { NETBIOS_FAKES, NOT_HOSTS } from './netbios-host';

/** The server of a UNC path `\\FS01\share\…` (a NetBIOS or DNS-less host name). */
export const uncHost: PatternRule = {
  id: 'unc-host',
  label: 'NetBIOS Name',
  family: 'internal-names',
  priority: 10,
  description: 'The server name of a Windows UNC path (\\\\SERVER\\share).',
  regex: /(?<![\w\\])\\\\([A-Za-z][A-Za-z0-9-]{1,14})(?![\w.:-])/g,
  group: 1,
  contextual: true,
  anchor: { regex: /\\\\/g, width: 2, lead: '', maxLead: 0, valueFollows: true },
  keywords: ['\\\\'],
  validate: (value) => !NOT_HOSTS.has(value.toUpperCase()) && /[A-Za-z]/.test(value),
  fakes: NETBIOS_FAKES,
  derive: (n) => `EXAMPLE-HOST${n}`,
  examples: {
    match: ['copy \\\\FS01\\share\\report.xlsx', 'net use Z: \\\\filesrv02\\public'],
    noMatch: ['\\\\localhost\\c$', 'C:\\Windows\\System32', '\\\\.\\pipe\\name'],
  },
};
