import type { KeywordRule } from '../types';
import { USER_FIELD_QUALIFIERS, USER_FIELD_WORDS, USER_OBJECT_KEYS } from '../readers/field-lexicon';
import { isUserSlotName } from '../readers/user-value';
import { FAKE_USER_NAMES } from '../rules/identities/user-names';

/** A field of any syntax whose name says it holds a user name (readers/field-lexicon.ts). */
export const username: KeywordRule = {
  id: 'username',
  label: 'Username',
  family: 'identity',
  priority: 10,
  description:
    'The value of a field whose name says it holds a user or account name, in any syntax (user=, "user_id":, userName:, AUID=, acct=, suser=/duser= in CEF, usrName= in LEEF, <UserName>…</UserName>, X-Remote-User:, ?login=): user, username, login, account, acct, principal, owner, actor, ident, uname, uid/auid (a name, not a number), ruser, requester, initiator, assignee, with any prefix (src_user, TargetUserName, user.name) and only id or name after them (user_agent, login_time and account_type are not names).',
  nameWords: USER_FIELD_WORDS,
  qualifiers: USER_FIELD_QUALIFIERS,
  nestedKeys: USER_OBJECT_KEYS,
  // An account number (`"accountId": "123456789012"`) or a uid (`uid=1000`) is an id the assistant may
  // need, not a name; nor are placeholders and words of prose.
  validate: (value) => isUserSlotName(value),
  fakes: FAKE_USER_NAMES,
  derive: (n) => `exampleuser${n}`,
  examples: {
    match: ['username=jsmith', 'user_name: "alice"', 'userName=bob.k', '"principalName":"sherlock"', '{"user_id":"jroe","app":"nc"}', 'AUID="jroe" UID="root"', 'CEF:0|V|P|1|100|Login|5|suser=jroe duser=broe', 'usrName=kmiller\tsrc=10.1.1.1', 'X-Remote-User: mlopez', 'GET /api?login=pwhite&page=2', '"owner": "k.tanaka"', 'src_user=deploy1', '<TargetUserName>hlee</TargetUserName>', '{"actor":{"id":"u1","name":"jroe","type":"user"}}', '{"log":"{\\"user\\":\\"broe\\"}"}', '{"createdBy":"kmarsh01","modified_by":"tbaker"}', '{"reporter":"jlind","approver":"bokafor"}', '{"actor":"cat","org":"my-org","repo":"my-org/my-repo"}', '"ORG_UNIT_NAME":"Finance EMEA"'],
    noMatch: ['username: null', 'username="N/A" service-name="junos-http"', 'user_agent=curl/8.0', 'login_time=2021-03-04T10:00:00Z', 'account_type=premium', 'uid=1000 gid=1000', '"accountId": "123456789012"', 'user: not found', 'user=%u', 'owner_count=3', '{"user":{"id":42,"roles":["admin"]}}', '{"triggered_by":"schedule"}', '{"created_by_id": 17}', '{"org_count": 3, "org": ""}', '"org":null', '{"pod":{"pod_labels":{"class":"deathstar","org":"empire"}}}'],
  },
};
