import { keywordStartAnchor } from '../../find/compile/keyword-anchor';
import type { PatternRule } from '../../types';
import { USER_NAME_VALUE } from './user-name-value';
import { BUILTIN_ACCOUNTS } from './user-names';

/** How a match starts: a drive's profile folder (one or two backslashes, or a slash), or a root with user folders. */
const ROOTS = [
  ...[':\\', ':\\\\', ':/'].flatMap((separator) => [`${separator}users`, `${separator}documents and settings`]),
  ...['home', 'users', 'staging', 'scratch', 'export/home', 'var/mail', 'var/spool/mail'].map((root) => `/${root}/`),
];

/**
 * The user name inside a home directory: `C:\Users\<name>\`, `C:/Users/<name>/`, `/home/<name>/`,
 * `/Users/<name>/`, and the per-user folders of clusters and mail spools (`/staging/<name>/`,
 * `/scratch/<name>/`, `/var/mail/<name>`) (also with JSON-escaped `\\`). Only the name is masked; the path stays.
 */
export const userDirectory: PatternRule = {
  id: 'user-directory',
  label: 'User Directory Name',
  family: 'identities',
  priority: 3,
  description: 'The user name in a home or per-user directory path (C:\\Users\\name, /home/name, /Users/name, /staging/name, /scratch/name, /var/mail/name).',
  // A profile name of capitalised words (`John Smith`) runs to the next path separator; any other name
  // ends at the first separator, space, quote or the `>` or `$` of a shell prompt (`PS C:\\Users\\jsmith>`, `:/home/jsmith$ `).
  regex:
    /(?<![\w.-])(?:[A-Za-z]:(?:\\{1,2}|\/)(?:Users|Documents and Settings)(?:\\{1,2}|\/)|\/(?:home|Users|staging|scratch|export\/home|var\/mail|var\/spool\/mail)\/)([A-Z][\w.$-]{0,30}(?: [A-Z][\w.$-]{0,30}){1,3}(?=\\|\/)|[A-Za-z0-9_][\w .$-]{0,62}?(?=\\|\/|$|[\s"'`,;:)\]}>|]|\$(?:\s|$)))/gm,
  // Searched only where a root starts — the `:` after a drive letter, the `/` before a root — found in the one
  // keyword pass (one letter back for the drive), not at every `:` and `/`.
  anchor: keywordStartAnchor(ROOTS, 'A-Za-z', 1),
  group: 1,
  keywords: ROOTS,
  validate: (value) => !BUILTIN_ACCOUNTS.has(value.toLowerCase()) && !/\s$/.test(value),
  ...USER_NAME_VALUE,
  examples: {
    match: ['C:\\Users\\jsmith\\AppData\\Local\\Temp\\setup.log', 'C:\\Users\\John Smith\\Documents\\q3.xlsx', '/Users/Mary Ann Lee/Desktop', 'open /home/alice/.ssh/id_rsa', '/Users/bob.lee/Library/Logs/app.log', '"path": "C:\\\\Users\\\\mgarcia\\\\Desktop"', 'cd /home/deploy', 'PS C:\\Users\\svc-deploy> whoami', 'deploy@web01:/home/deploy$ ls', 'hdfs dfs -put part-0 /staging/mlee/job_1', 'rm -rf /scratch/pkumar/tmp'],
    noMatch: ['C:\\Users\\Public\\Documents', '/home/', '/usr/local/bin', 'https://example.com/home/about', '/Users/Shared/data', '/home/$USER/app', 'C:\\Users\\Default User\\NTUSER.DAT'],
  },
};
