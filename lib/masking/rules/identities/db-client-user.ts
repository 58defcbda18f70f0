import type { MatchContext, PatternRule } from '../../types';
import { commandBefore } from '../line-context';
import { USER_NAME_VALUE } from './user-name-value';

/** Database command-line clients whose `-u` / `-U` / `--user` / `--username` names a database account. */
const DB_CLIENT =
  /(?:^|[\s/])(?:mysql(?:dump|admin|import|show|check)?|mariadb(?:-dump|-admin)?|psql|pg_dump(?:all)?|pg_restore|pg_basebackup|createdb|dropdb|createuser|mongo(?:sh|dump|restore|export|import|stat|top)?|redis-cli|sqlcmd|clickhouse-client|cqlsh)(?:\.exe)?(?=\s)/;

/** `-u root`, `-uroot`, `--username=admin`: a user flag and its value (group 1). */
export const DB_CLIENT_FLAG = /[ \t](?:-u|-U|--user(?:name)?(?=[= \t])=?)[ \t]*['"]?([A-Za-z0-9_][\w.@$-]{0,63})(?![\w.@$-])/g;

/** Where such a flag starts (`-u`, `-U`, `--`: found with indexOf), back over the space before it. */
export const DB_CLIENT_FLAG_ANCHOR = { regex: /-[uU-]/g, width: 2, lead: ' \t', maxLead: 1 };

/**
 * Whether a user flag belongs to one of `commands`: the command it follows (since the last `|`, `;` or `&`
 * on the line) is one. db-client-user and cli-login-user read the same flags after different commands.
 */
export function isFlagOf(commands: RegExp): (value: string, context: MatchContext) => boolean {
  return (_value, { text, start }) => commands.test(commandBefore(text, start));
}

/**
 * The user name given to a database client on its command line: `mysql -u root`, `mysql -uroot`,
 * `psql -U postgres`, `mongosh --username admin`, `redis-cli --user app`. Only these clients: `-u` means
 * something else to most commands (`git push -u origin`, `sort -u`, `docker run -u 1000`).
 */
export const dbClientUser: PatternRule = {
  id: 'db-client-user',
  label: 'Database User',
  family: 'identities',
  priority: 10,
  description: 'The user name given to a database client on its command line (mysql -u root, psql -U postgres, mongosh --username admin).',
  regex: DB_CLIENT_FLAG,
  anchor: DB_CLIENT_FLAG_ANCHOR,
  group: 1,
  keywords: ['mysql', 'mariadb', 'psql', 'pg_dump', 'pg_restore', 'pg_basebackup', 'createdb', 'dropdb', 'createuser', 'mongo', 'redis-cli', 'sqlcmd', 'clickhouse-client', 'cqlsh'],
  validate: isFlagOf(DB_CLIENT),
  ...USER_NAME_VALUE,
  examples: {
    match: [
      'mysql -h 10.20.1.5 -u root -p orders < dump.sql',
      'mysqldump -uroot --single-transaction shop',
      'psql -h db.internal -U postgres -d app',
      'mongosh "mongodb://db01:27017" --username admin --authenticationDatabase reporting',
      'redis-cli --user app_reader -h cache01',
      'pg_dump --username=report_ro reporting',
    ],
    noMatch: ['git push -u origin main', 'mysql -h db01 orders | sort -u names', 'sort -u names.txt', 'docker run -u 1000 image', 'mysql -u $DB_USER -p', 'psql -U "${PGUSER}" app', 'mysql --version'],
  },
};
