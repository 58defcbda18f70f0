import type { KeywordRule } from '../types';

export const hostname: KeywordRule = {
  id: 'hostname',
  label: 'Hostname',
  family: 'network',
  priority: 10,
  description: 'The value of a parameter named hostname (host_name, hostName).',
  nameWords: ['hostname', 'host name'],
  fakes: ['host-01', 'web-example-02', 'db-example-03', 'app-example-04', 'cache-example-05', 'worker-example-06', 'proxy-example-07', 'build-example-08', 'mail-example-09', 'files-example-10'],
  derive: (n) => `example-host-${n}`,
  examples: {
    match: ['hostname=web01', 'host_name: "db-prod-7"', 'hostName=FILESRV'],
    noMatch: ['host=web01', 'ghostname=x'],
  },
};
