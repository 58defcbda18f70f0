import type { MatchContext, PatternRule } from '../../types';
import { lineBefore } from '../line-context';

/** The fakes of a password given on a command line (`Command-line Password`), shared with net-user-password. */
export const CLI_PASSWORD_FAKES = ['Fake-Cli-Pass01', 'Example-Pass02', 'NotReal-Pass03', 'Sample-Pass04', 'Demo-Pass05', 'Fake-Cli-Pass06', 'Example-Pass07', 'NotReal-Pass08', 'Sample-Pass09', 'Demo-Pass10'];

export function cliPasswordFake(n: number): string {
  return `Fake-Cli-Pass${n}`;
}

/**
 * Short flags that give a password only to some commands, each read from the text just before the value
 * and checked against the line before it. Other flags (`--password`, `-password`, `curl -u user:`) need no
 * command.
 */
const COMMAND_FLAGS: ReadonlyArray<{ flag: RegExp; commands: RegExp }> = [
  // `-a <password>` is redis-cli's; elsewhere `-a` means anything (`ls -a`, `git commit -a`, `uname -a`).
  { flag: /(?:^|[ \t])-a[ \t]+$/, commands: /\bredis-cli\b/ },
  // `-p <value>` with a space: elsewhere a port (`ssh -p 2222`) or a path.
  { flag: /(?:^|[ \t])-p[ \t]+$/, commands: /\b(?:(?:docker|podman|buildah|nerdctl|skopeo|oras)\s+login|helm\s+registry\s+login|sshpass)\b/ },
  // `-p<value>` attached (`mysql -uroot -pS3cret`): `-p8080:80`, `mkdir -p`, `gcc -pthread` elsewhere.
  { flag: /-p$/, commands: /\b(?:mysql|mysqldump|mysqladmin|mysqlimport|mysqlsh|mariadb|mariadb-dump|mysqlcheck)\b/ },
];

function isCliPassword(value: string, { text, start }: MatchContext): boolean {
  if (/^(?:\$\{?[A-Za-z_]\w*\}?|\$+\(.*|\*+|<[^>]*>?|-.*|\d+)$/.test(value)) return false;
  const flagEnd = text.charAt(start - 1) === '"' || text.charAt(start - 1) === "'" ? start - 1 : start;
  const before = text.slice(Math.max(0, flagEnd - 12), flagEnd);
  const needs = COMMAND_FLAGS.find(({ flag }) => flag.test(before));
  return !needs || needs.commands.test(lineBefore(text, start, 200));
}

/** A password given on a command line: `--password=…`, `--password …`, `-password …`, `mysql -p…`, `redis-cli -a …`, `docker login -p …`, `curl -u user:…`. */
export const cliPassword: PatternRule = {
  id: 'cli-password',
  label: 'Command-line Password',
  family: 'credentials',
  priority: 0,
  description: 'A password passed as a command-line argument: --password=…, --password …, mysql -p…, redis-cli -a …, docker login -p …, sshpass -p …, curl -u user:password, or kubectl create secret --from-literal=key=value.',
  regex: /(?<![\w-])(?:--?(?:[Pp]ass(?:word|wd)?|PASS(?:WORD|WD)?)(?:=|[ \t]+)|-[pa][ \t]+|-p|(?:-u|--user)[ \t]+[^\s:"'@]{1,64}:|--from-literal[= ]["']?[\w.-]{1,64}=(?!["']))["']?([^\s"'`;|&<>@]{1,256})/g,
  // Every match starts with `-` and one of `-`, `p`, `P`, `a`, `u`: found with indexOf, not a scan of every character.
  anchor: { regex: /-[-Ppau]/g, width: 2, lead: '', maxLead: 0 },
  group: 1,
  contextual: true,
  keywords: ['-pass', '-p', '-a', '--from-literal'],
  validate: isCliPassword,
  fakes: CLI_PASSWORD_FAKES,
  derive: cliPasswordFake,
  examples: {
    match: ['mysql -h db01 -u root -pS3cr3t! orders', 'pg_dump --password=Sup3rS3cret app', 'openssl pkcs12 -export -in cert.pem -password pass:Expo2024', 'mongosh --username admin --password "Mong0Pass" --authenticationDatabase admin', 'curl -u deploy:Dpl0y-Pa55 https://ci.example.com/api', 'redis-cli -h cache01 -p 6379 -a Sup3rS3cretRedis! PING', "Invoke-Sqlcmd -ServerInstance SQL01 -Username sa -Password 'Adm1n$2024'", 'docker login -u acmeci -p Dkr-Pa55-2024 registry.example.com', "sshpass -p 'S3cr3t!' ssh deploy@10.0.0.5", 'kubectl create secret generic db --from-literal="password=Kube-S3cret"'],
    noMatch: ['mkdir -p /var/log/app', 'docker run -p 8080:80 nginx', 'gcc -pthread main.c', 'ssh -p 2222 deploy@host', 'mysql -u root -p', 'app --password=$DB_PASSWORD', 'docker run -u 1000:1000 alpine', 'ls -a /etc', 'git commit -a -m fix', 'uname -a', 'ssh -p 2222 deploy@10.0.0.5', 'mkdir -p logs/app'],
  },
};
