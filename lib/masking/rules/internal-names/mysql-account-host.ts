import type { PatternRule } from '../../types';

/** Hosts that are no particular machine: the local one and MySQL's wildcards. */
const NOT_HOSTS = /^(?:localhost|localhost\.localdomain|127\.0\.0\.1|::1|%|_)$/i;

const FAKES = ['db-client01.example', 'db-client02.example', 'app01.example', 'app02.example', 'web01.example', 'web02.example', 'batch01.example', 'report01.example', 'etl01.example', 'admin01.example'];

/**
 * The host part of a MySQL/MariaDB account name `'user'@'host'` ("Account Names" in the MySQL manual),
 * quoted with `'`, `"` or backticks, also with escaped quotes inside a JSON or SQL string
 * (`Access denied for user 'app'@'web01.example.net'`, `GRANT … TO \`app\`@\`10.%\``): the client
 * machine. `localhost` and the wildcard `%` stay; an IP address is masked by the IP rules.
 */
export const mysqlAccountHost: PatternRule = {
  id: 'mysql-account-host',
  label: 'Host',
  family: 'internal-names',
  priority: 10,
  description: "The host of a MySQL account name 'user'@'host' (Access denied for user 'app'@'web01.example.net'), not localhost or %.",
  regex: /(?:'@'|\\'@\\'|`@`|"@")([A-Za-z0-9_][\w.-]{0,252})(?:\\?'|`|")/,
  group: 1,
  anchor: { regex: /@/g, width: 1, lead: "'`\"\\\\", maxLead: 2 },
  keywords: ["'@'", "'@\\'", '`@`', '"@"'],
  validate: (value) => !NOT_HOSTS.test(value) && !value.endsWith('.') && !/^\d[\d.]*$/.test(value),
  contextual: (value) => value.includes('.'),
  fakes: FAKES,
  derive: (n) => `db-client${n}.example`,
  examples: {
    match: ["Access denied for user 'app'@'appserver-3' (using password: YES)", "GRANT SELECT ON shop.* TO `report`@`bi-host`"],
    noMatch: ["Access denied for user 'root'@'localhost' (using password: NO)", "CREATE USER 'app'@'%' IDENTIFIED BY 'x'"],
  },
};
