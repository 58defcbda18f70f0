import { inWordList } from '../../find/word-list';
import { BUILTIN_ACCOUNTS } from './user-names';

/**
 * Accounts that every Unix or Windows machine has, or that daemons run as: they identify no person, so
 * a name found by its context is not hunted down in the rest of the text when it is one of these (its
 * other occurrences are words of paths, packages and commands: `/root/`, `sshd[22]`, `yarn jar`).
 */
const SYSTEM_ACCOUNTS = new Set([
  'root', 'admin', 'administrator', 'daemon', 'bin', 'sys', 'sync', 'games', 'man', 'lp', 'mail', 'news', 'uucp',
  'proxy', 'www-data', 'backup', 'list', 'irc', 'gnats', 'nobody', 'nogroup', 'systemd-network', 'systemd-resolve',
  'systemd-timesync', 'messagebus', 'syslog', 'sshd', 'ntp', 'postfix', 'dovecot', 'mysql', 'postgres', 'redis',
  'nginx', 'apache', 'httpd', 'ftp', 'operator', 'halt', 'shutdown', 'ubuntu', 'ec2-user', 'centos', 'debian',
  'git', 'jenkins', 'docker', 'hdfs', 'yarn', 'mapred', 'hive', 'hbase', 'spark', 'zookeeper', 'kafka', 'oracle',
  'test', 'guest', 'user', 'support', 'service', 'cron', 'polkitd', 'dbus', 'avahi', 'rpc', 'rpcuser', 'tss',
  // Built-in accounts of common products (Elasticsearch's superuser, SQL Server's sa, cloud images' default users).
  'elastic', 'kibana', 'kibana_system', 'logstash_system', 'sa', 'pi', 'gitlab-runner', 'azureuser', 'opc', 'fedora',
]);

export const isSystemAccount = inWordList([...SYSTEM_ACCOUNTS, ...BUILTIN_ACCOUNTS]);
