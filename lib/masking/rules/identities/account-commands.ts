import { keywordStartAnchor } from '../../find/compile/keyword-anchor';
import type { MatchContext, PatternRule } from '../../types';
import { lineBefore } from '../line-context';
import { USER_NAME_VALUE } from './user-name-value';

/** An account name as commands take it (`jdoe`, `svc-backup`, `j.doe`, `www-data`). */
const NAME = '[A-Za-z_][\\w.-]{0,31}(?<![.-])';

/**
 * Whether the command word before the value stands where a command starts: a line's start, a shell
 * prompt (`$ `, `# `, `C:\> `), after `;`, `&&`, `|`, `(` or `sudo`/`doas`; so the command's name in
 * prose (`the su command`) is no command. Read on the line before the value (a short string), not in
 * the rule's pattern: a lookbehind there made the pattern's search quadratic.
 */
const COMMAND_AT_START = /(?:^|[$#>;&|(`]|\bsudo|\bdoas)[ \t]*(?:su|sudo|crontab|runuser|passwd|chage|userdel|deluser|useradd|usermod|adduser|chown|net1?)[ \t][^\r\n]*$/i;

export function isAtCommandStart(text: string, start: number): boolean {
  return COMMAND_AT_START.test(lineBefore(text, start, 240));
}

/** Shell variables, placeholders and option-looking words where a name would stand. */
const NOT_A_NAME = /^(?:user(?:name)?|name|login|all|-.*)$/i;

const UNIX_COMMANDS = ['su ', 'sudo ', 'passwd ', 'chage ', 'crontab ', 'runuser ', 'useradd ', 'usermod ', 'userdel ', 'adduser ', 'deluser ', 'chown '];

/**
 * The account a Unix account command acts on: `su - jdoe`, `sudo -u jdoe …`, `crontab -u jdoe -l`,
 * `passwd jdoe`, `chage -l jdoe`, `useradd -m -s /bin/bash jdoe` and `usermod -aG docker jdoe` (the last
 * word), `userdel -r jdoe`, `adduser jdoe` (the first), `chown jdoe:staff …`.
 */
export const unixAccountCommandUser: PatternRule = {
  id: 'account-command-user',
  label: 'User',
  family: 'identities',
  priority: 10,
  description: 'The account a Unix account command acts on: su - jdoe, sudo -u jdoe, crontab -u jdoe, passwd jdoe, chage -l jdoe, useradd/usermod/userdel … jdoe, adduser jdoe, chown jdoe:staff.',
  regex: new RegExp(
    String.raw`(?<![\w.-])(?:su(?:[ \t]+(?:-|-l|--login))?[ \t]+(?=${NAME}[ \t]*(?:$|[\r\n;&|)]|-c\b))|(?:sudo|crontab|runuser)(?:[ \t]+-[A-Za-tv-z]+)*[ \t]+-u[ \t]+|(?:passwd|chage|userdel|deluser)(?:[ \t]+-[A-Za-z]+)*[ \t]+(?=${NAME}[ \t]*(?:$|[\r\n;&|)]))|(?:useradd|usermod)[ \t][^\r\n;&|]{0,200}?[ \t](?=${NAME}[ \t]*(?:$|[\r\n;&|)]))|adduser(?:[ \t]+-{1,2}[A-Za-z][\w-]*)*[ \t]+|chown(?:[ \t]+-[A-Za-z]+)*[ \t]+(?=${NAME}[:. ]))(${NAME})`,
    'm',
  ),
  anchor: keywordStartAnchor(UNIX_COMMANDS),
  group: 1,
  keywords: UNIX_COMMANDS,
  validate: (value, { text, start }) => !NOT_A_NAME.test(value) && isAtCommandStart(text, start),
  ...USER_NAME_VALUE,
  examples: {
    match: ['$ su - jdoe', 'sudo -u jdoe /opt/app/bin/reindex', 'crontab -u jdoe -l', 'passwd jdoe', 'useradd -m -s /bin/bash jdoe', 'usermod -aG docker jdoe', 'userdel -r jdoe', 'adduser jdoe', 'chown jdoe:staff /srv/share'],
    noMatch: ['su -c "make install"', 'sudo -i', 'passwd -S', 'useradd --help', 'the su command', 'chown -R $USER /srv', 'sudo -u $USER id'],
  },
};

/** PowerShell parameters that take an account: `-Identity`, `-SamAccountName`, `-UserName`, `-Members`. */
const PS_PARAMETERS = ['-identity ', '-samaccountname ', '-username ', '-members ', '-user '];

/** A quoted value must end at its quote (`-Identity "Domain Admins"` is a group's name of two words: not read). */
function isWholeValue(value: string, { text, start, end }: MatchContext): boolean {
  const quote = text.charAt(start - 1);
  if ((quote === '"' || quote === "'") && text.charAt(end) !== quote) return false;
  // A cmdlet on the line (`Get-ADUser`, `Invoke-Sqlcmd`): PowerShell, not another tool's `-user` flag.
  const lineStart = text.lastIndexOf('\n', start) + 1;
  return !NOT_A_NAME.test(value) && /\b[A-Z][a-z]+-[A-Z][A-Za-z]+\b/.test(text.slice(lineStart, start));
}

/**
 * The account a PowerShell cmdlet is given: `Get-ADUser -Identity jdoe`, `New-ADUser -SamAccountName
 * jdoe`, `Invoke-Sqlcmd -Username sa`, `Add-ADGroupMember … -Members jdoe`. Only on a line with a
 * cmdlet (Verb-Noun); `$variables` are no names.
 */
export const powershellAccountUser: PatternRule = {
  id: 'powershell-account-user',
  label: 'User',
  family: 'identities',
  priority: 10,
  description: 'The account a PowerShell cmdlet is given: Get-ADUser -Identity jdoe, New-ADUser -SamAccountName jdoe, Invoke-Sqlcmd -Username sa, Add-ADGroupMember -Members jdoe.',
  regex: new RegExp(String.raw`-(?:Identity|SamAccountName|UserName|Username|Members|User)[ \t]+["']?(${NAME})(?![\w.@$\\-])`, 'i'),
  anchor: keywordStartAnchor(PS_PARAMETERS),
  group: 1,
  keywords: PS_PARAMETERS,
  validate: isWholeValue,
  ...USER_NAME_VALUE,
  examples: {
    match: ['Get-ADUser -Identity jdoe -Properties *', 'New-ADUser -Name "Jane Doe" -SamAccountName jdoe', 'Invoke-Sqlcmd -ServerInstance SQL01 -Username sa -Query "SELECT 1"', "Add-ADGroupMember -Identity 'Domain Admins' -Members jdoe"],
    noMatch: ['Get-ADUser -Identity $user', 'Add-ADGroupMember -Identity "Domain Admins" -Members $m', 'curl -user admin', 'Get-ADGroup -Identity "Domain Admins"'],
  },
};
