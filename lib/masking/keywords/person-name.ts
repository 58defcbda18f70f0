import type { KeywordRule } from '../types';
import { PERSON_NAME_FAKES } from '../rules/pii/person-name-fakes';

/**
 * The value of a parameter that holds a person's name: `displayName`, `full_name`, `first_name`,
 * `last_name`, `givenName`, `surname` — in JSON, YAML, `key=value` logs and Windows event data
 * (`<Data Name="DisplayName">Ken Smith</Data>`). A name of several words in Title Case is one value.
 */
const PERSON = /^\p{Lu}[\p{L}'.-]*(?: (?:\p{Lu}[\p{L}'.-]*|de|van|von|der|den|da|di|la|le|del|du|bin|al|y)){0,3}$/u;

export const personName: KeywordRule = {
  id: 'person-name',
  label: 'Person Name',
  family: 'pii',
  priority: 10,
  description: "The value of a parameter that holds a person's name (displayName, full_name, first_name, last_name, givenName, surname).",
  valueWords: 'title-case',
  nameWords: ['display name', 'displayname', 'full name', 'fullname', 'first name', 'firstname', 'last name', 'lastname', 'given name', 'givenname', 'family name', 'surname', 'real name', 'realname'],
  // A person's name: one to four capitalised words (particles such as `van` or `de` between them), no
  // digits — not `test`, not a sentence (`This is the attacker account`), not a template (`${name}`).
  validate: (value) => PERSON.test(value) && !/^(?:None|Null|Unknown|Admin|Administrator|System|Guest|User|Test)$/i.test(value),
  ...PERSON_NAME_FAKES,
  examples: {
    match: ['"displayName": "John Doe",', 'full_name=Ada Lovelace', '<Data Name="DisplayName">Ken Smith</Data>', 'givenName: Maria'],
    noMatch: ['displayName: ${user.name}', 'display_name: null', 'name=web01', 'lastname_length=12', '"displayName": "test"', '"displayName": "This is the attacker account"'],
  },
};
