import type { PatternRule } from '../../types';
import { keywordStartAnchor } from '../../find/compile/keyword-anchor';

export const NETBIOS_FAKES = ['EXAMPLE-HOSTA', 'EXAMPLE-HOSTB', 'EXAMPLE-HOSTC', 'EXAMPLE-HOSTD', 'EXAMPLE-HOSTE', 'EXAMPLE-HOSTF', 'EXAMPLE-HOSTG', 'EXAMPLE-HOSTH', 'EXAMPLE-HOSTI', 'EXAMPLE-HOSTJ'];
const NETBIOS_KEYWORDS = ['host', 'computer', 'machine', 'workstation', 'device', 'client', 'server', 'dvc'];
export const NOT_HOSTS = new Set([
  'LOCALHOST', 'NULL', 'NONE', 'TRUE', 'FALSE', 'UNKNOWN', 'ANY', 'ALL', 'N/A', 'NA', 'DEFAULT', 'GET', 'POST', 'PUT', 'HEAD', 'OK', 'ERROR', 'INFO', 'WARN', 'DEBUG',
  // The buses of a Windows device instance path, escaped (`\\USBSTOR\\Disk&Ven_…`): no server.
  'PCI', 'USB', 'USBSTOR', 'HID', 'ACPI', 'SWD', 'SCSI', 'HDAUDIO', 'BTHENUM', 'BTHLE', 'WPDBUSENUMROOT',
]);

/**
 * A NetBIOS-style computer name (up to 15 capitals, digits and hyphens) in a host field
 * (`host=WKS-0042`, `ComputerName: FILESRV01`, `dvc_host=DC01`, an XML element `<MachineName>WS01<`);
 * UNC paths are the unc-host rule.
 */
export const netbiosHost: PatternRule = {
  id: 'netbios-host',
  label: 'NetBIOS Name',
  family: 'internal-names',
  priority: 10,
  description: 'A NetBIOS-style computer name in a host field (host=, ComputerName:, dvc_host=, <MachineName>).',
  regex: /\b(?:src_|dst_|source_|dest_|dvc_|client_|server_)?(?:host|computer_?name|computer|machine_?name|machine|workstation|device_?name|client_?name|server_?name|dvc)(?:["']?[ \t]*[:=][ \t]*["']?|>)([A-Za-z][A-Za-z0-9-]{1,14})(?![\w.:-])/gi,
  // Every match has a keyword at its start or right after a field prefix (`src_`, `source_`).
  anchor: keywordStartAnchor(NETBIOS_KEYWORDS, '\\w', 7),
  group: 1,
  contextual: true,
  keywords: NETBIOS_KEYWORDS,
  validate: (value) => value === value.toUpperCase() && /[A-Z]/.test(value) && !NOT_HOSTS.has(value),
  fakes: NETBIOS_FAKES,
  derive: (n) => `EXAMPLE-HOST${n}`,
  examples: {
    match: ['src_host=WKS-0042 action=allowed', 'ComputerName: FILESRV01', '"Computer": "DC01"', '<MachineInfo><MachineName>WAW-URSZULAL1</MachineName>'],
    noMatch: ['host=web01.contoso.com', 'host: localhost', 'host=LOCALHOST', 'server: nginx', 'ComputerName: desktop-7f3k2'],
  },
};
