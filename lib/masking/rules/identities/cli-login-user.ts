import type { PatternRule } from '../../types';
import { DB_CLIENT_FLAG, DB_CLIENT_FLAG_ANCHOR, isFlagOf } from './db-client-user';
import { USER_NAME_VALUE } from './user-name-value';

/** Commands that log in to a registry or a cloud with `-u` / `--username`: `docker login`, `helm registry login`, `oc login`, `az login`. */
const LOGIN_COMMAND =
  /(?:^|[\s/])(?:(?:docker|podman|buildah|nerdctl|skopeo|oras|crane|regctl|helm(?:[ \t]+registry)?|oc|az|cf|twine)(?:\.exe)?[ \t]+(?:[^\s|;&]+[ \t]+)*?(?:login|upload)|cf[ \t]+auth)(?=\s)/;

const isLoginFlag = isFlagOf(LOGIN_COMMAND);

/**
 * The account given to a registry or cloud login on its command line: `docker login -u jdoe`, `echo $T |
 * docker login --username jdoe --password-stdin`, `oc login -u developer`, `az login -u jdoe@contoso.com`
 * (an address is the email rule's, found first). Only after such a command: `-u` means something else to
 * most commands (`git push -u origin`, `sort -u`).
 */
export const cliLoginUser: PatternRule = {
  id: 'cli-login-user',
  label: 'User',
  family: 'identities',
  priority: 10,
  description: 'The user name given to a registry or cloud login on its command line (docker login -u jdoe, helm registry login --username jdoe, oc login -u developer).',
  // db-client-user's pattern: the two rules are one scan (pattern-scan.ts groups rules of one shape).
  regex: DB_CLIENT_FLAG,
  anchor: DB_CLIENT_FLAG_ANCHOR,
  group: 1,
  keywords: ['login', 'cf auth', 'twine upload'],
  validate: (value, context) => !/^(?:\$|user(?:name)?$)/i.test(value) && isLoginFlag(value, context),
  ...USER_NAME_VALUE,
  examples: {
    match: [
      'docker login -u jdoe -p Sup3rS3cret registry.example.com',
      'echo $TOKEN | docker login --username jdoe --password-stdin registry.example.com',
      'helm registry login registry.example.com --username ci-bot',
      'oc login https://api.cluster.example.com:6443 -u developer',
    ],
    noMatch: ['git push -u origin main', 'docker run -u 1000 image', 'docker login -u $REGISTRY_USER', 'echo login done | sort -u', 'docker login -u "${CI_REGISTRY_USER}" registry.gitlab.com'],
  },
};
