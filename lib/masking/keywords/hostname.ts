import type { KeywordRule } from '../types';
import { HOST_FIELD_WORDS } from '../readers/field-lexicon';
import { NOT_HOSTS } from '../rules/internal-names/netbios-host';

export const hostname: KeywordRule = {
  id: 'hostname',
  label: 'Hostname',
  family: 'network',
  priority: 10,
  description: 'The value of a field whose name says it holds a host name, in any syntax: hostname, host_name, ComputerName, MachineName, Workstation, NodeName, CEF\'s shost/dhost/dvchost, PAM\'s rhost, fqdn (localhost, placeholders and an address, which the address rules take, are none).',
  nameWords: HOST_FIELD_WORDS,
  validate: (value) => /[A-Za-z]/.test(value) && !/[\/()\s]/.test(value) && !NOT_HOSTS.has(value.toUpperCase()) && !/^(?:-|\?|\(?null\)?|none|unknown|n\/a)$/i.test(value) && !/^[\d.:]+$/.test(value),
  fakes: ['host-01', 'web-example-02', 'db-example-03', 'app-example-04', 'cache-example-05', 'worker-example-06', 'proxy-example-07', 'build-example-08', 'mail-example-09', 'files-example-10'],
  derive: (n) => `example-host-${n}`,
  examples: {
    match: ['hostname=web01', 'host_name: "db-prod-7"', 'hostName=FILESRV', 'CEF:0|V|P|1|1|x|3|shost=WKS-ANNA01 dhost=fs02', 'pam_unix(sshd:auth): authentication failure; logname= uid=0 euid=0 tty=ssh ruser= rhost=workpc7  user=jdoe', '"nodeName": "worker-3"'],
    noMatch: ['host=web01', 'ghostname=x', 'rhost= user=root', 'hostname=localhost', 'ComputerName: -'],
  },
};
