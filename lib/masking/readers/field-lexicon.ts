/**
 * The field reader's lexicon: which parameter names say their value is a user (and, from the readers that
 * own them, a host), whatever the syntax the field is written in — `user=jdoe`, `"user_id":"jdoe"`,
 * `AUID="jdoe"`, `suser=jdoe` (CEF), `usrName=jdoe` (LEEF), `<UserName>jdoe</UserName>`, `X-Remote-User:
 * jdoe`, `?login=jdoe&`. The keyword scanner (find/keyword-scan.ts) reads every such syntax; a name
 * selects a kind when one of its words (split on `_ - .` and camelCase: `src_user`, `TargetUserName`,
 * `user.name`, `userId`) is a word of that kind, followed only by the kind's qualifiers.
 *
 * One table, reviewed: a word belongs here when, in the logs and APIs that write it, the field holds an
 * account or a person's login and nothing else.
 */

/** Words of a field name that hold a user or account name (the last word of the name, or before a qualifier). */
export const USER_FIELD_WORDS = [
  // The plain names and their compounds.
  'user', 'usr', 'username', 'user name', 'login', 'logon', 'login name', 'logon name', 'account', 'account name', 'accountname',
  'acct', 'principal', 'principal name', 'principalname', 'owner', 'actor', 'ident', 'uname', 'logname', 'nick', 'nickname',
  // Unix and audit fields: the real, effective, saved, filesystem, login and owner user (a name, not a number).
  'uid', 'auid', 'euid', 'suid', 'fsuid', 'ouid', 'ruser', 'luser',
  // CEF's source and destination user; SASL's authentication and authorisation identities.
  'suser', 'duser', 'authcid', 'authzid', 'authentication id', 'authorisation id', 'authorization id',
  // An organisation's account on a platform (a GitHub or Slack org's slug, a Google Workspace org unit); an
  // organisation's own name (`orgName`, `organizationName`) is company-name's, and `business` or `enterprise`
  // name as often a line of business or an edition.
  'org', 'org login', 'org unit', 'orgunit',
  // Who asked, is assigned, reported or approved (an `initiator` is as often a process as a person).
  'requester', 'requestor', 'assignee', 'reporter', 'approver', 'submitter',
  // Who did it, as audit records name it: `createdBy`, `modified_by`, `performedBy`, `triggered_by`.
  'created by', 'createdby', 'modified by', 'modifiedby', 'updated by', 'updatedby', 'changed by', 'changedby', 'deleted by',
  'performed by', 'performedby', 'requested by', 'requestedby', 'triggered by', 'initiated by', 'approved by', 'executed by',
] as const;

/**
 * Words that may follow a user word in the name without changing what it holds (`user_id`, `login_name`,
 * `owner.value`). Any other word after it names something else of the user's (`user_agent`, `user_count`,
 * `login_time`, `account_type`), which is no name.
 */
export const USER_FIELD_QUALIFIERS = ['id', 'name', 'value', 'login', 'str', 'string', 'raw', 'original', 'normalized', 'sam'] as const;

/** In a user field whose value is an object (`"user":{"id":7,"name":"jdoe"}`), the members that hold the name. */
export const USER_OBJECT_KEYS = ['name', 'login', 'username', 'userName', 'user_name', 'loginName', 'login_name', 'account', 'accountName', 'principal', 'alternateId'] as const;

/**
 * Words of a field name that hold a host's name: the plain names, Windows' computer and workstation fields,
 * CEF's source, destination and device hosts, PAM's remote host, and a node's name (a `deviceName` is as
 * often a disk or a card, and OAuth's `client_name` names an application).
 */
export const HOST_FIELD_WORDS = [
  'hostname', 'host name', 'computer name', 'computername', 'machine name', 'machinename', 'workstation', 'workstation name',
  'shost', 'dhost', 'dvchost', 'rhost', 'fqdn', 'node name', 'nodename',
] as const;
