import type { PatternRule } from '../../types';
import { NETBIOS_FAKES, NOT_HOSTS } from './netbios-host';

/**
 * In a JSON string every backslash is doubled: `"\\\\FS01\\share"` is the UNC path `\\FS01\share`, while
 * `"\\Device\\HarddiskVolume2"` and `"C:\\Windows"` are plain paths. Two backslashes before the name and
 * two after it are such a path.
 */
function isJsonEscapedPath(text: string, start: number, end: number): boolean {
  const leading = text.charCodeAt(start - 3) === 92 ? 4 : 2;
  return leading === 2 && text.charCodeAt(end) === 92 && text.charCodeAt(end + 1) === 92;
}

/** The server of a UNC path `\\FS01\share\…` (a NetBIOS or DNS-less host name). */
export const uncHost: PatternRule = {
  id: 'unc-host',
  label: 'NetBIOS Name',
  family: 'internal-names',
  priority: 10,
  description: 'The server name of a Windows UNC path (\\\\SERVER\\share).',
  regex: /(?<![\w\\:*)])(?:\\\\){1,2}([A-Za-z][A-Za-z0-9-]{1,14})(?![\w.:-])/g,
  group: 1,
  contextual: true,
  anchor: { regex: /\\\\/g, width: 2, lead: '\\\\', maxLead: 2 },
  keywords: ['\\\\'],
  validate: (value, { text, start, end }) => !NOT_HOSTS.has(value.toUpperCase()) && /[A-Za-z]/.test(value) && !isJsonEscapedPath(text, start, end),
  fakes: NETBIOS_FAKES,
  derive: (n) => `EXAMPLE-HOST${n}`,
  examples: {
    match: ['copy \\\\FS01\\share\\report.xlsx', 'net use Z: \\\\filesrv02\\public', '{"ShareName":"\\\\\\\\FS01\\\\share"}'],
    noMatch: ['\\\\localhost\\c$', 'C:\\Windows\\System32', '\\\\.\\pipe\\name', '{"Path":"C:\\\\Windows\\\\System32"}', '{"Image":"\\\\Device\\\\HarddiskVolume2\\\\x.exe"}'],
  },
};
