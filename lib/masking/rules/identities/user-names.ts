/** Fake user names shared by the identity rules: ten realistic ones, then user11, user12, … */
export const FAKE_USER_NAMES = ['jdoe', 'asmith', 'bwilliams', 'cjones', 'dbrown', 'egarcia', 'fmiller', 'gdavis', 'hmartinez', 'iwilson'];

/** Built-in and generic account names that identify nobody. */
export const BUILTIN_ACCOUNTS = new Set([
  '-', 'system', 'local service', 'network service', 'anonymous logon', 'anonymous', 'guest', 'public', 'default',
  'default user', 'all users', 'shared', 'defaultaccount', 'user', 'username', 'name', 'nobody', '$user', '%username%',
  // Elastic Stack's built-in service users, named in its APIs' paths (`/_security/user/beats_system`).
  'beats_system', 'apm_system', 'remote_monitoring_user',
]);
