import { prefixedTokenPool } from '../fake-tokens';
import type { FakePool, PatternRule } from '../../types';

/** GitLab's token prefixes: personal, CI/CD job, incoming mail, pipeline trigger, deploy, runner, SCIM, feed, agent, OAuth app; and the runner registration token `GR1348941…`. */
const PREFIX = /^(?:gl(?:pat|cbt|imt|ptt|dt|rt|soat|ft|agent|oas|ffct)-|GR1348941)/;

function poolFor(original: string): FakePool {
  const prefix = PREFIX.exec(original)?.[0] ?? 'glpat-';
  return prefixedTokenPool('gitlab-token', prefix, original.length - prefix.length, 'alnum');
}

export const gitlabToken: PatternRule = {
  id: 'gitlab-token',
  label: 'GitLab Token',
  family: 'provider-secrets',
  priority: 0,
  description: 'A GitLab token: glpat-, glcbt-, glimt-, glptt-, gldt-, glrt-, glsoat-, glft-, glagent-, gloas- or glffct- followed by 20 or more characters, or a runner registration token GR1348941….',
  regex: /(?<![\w-])(?:gl(?:pat|cbt|imt|ptt|dt|rt|soat|ft|agent|oas|ffct)-|GR1348941)[A-Za-z0-9_-]{20,100}(?![\w-])/g,
  keywords: ['glpat-', 'glcbt-', 'glimt-', 'glptt-', 'gldt-', 'glrt-', 'glsoat-', 'glft-', 'glagent-', 'gloas-', 'glffct-', 'gr1348941'],
  fakes: poolFor('glpat-' + 'x'.repeat(20)).fakes,
  pool: poolFor,
  derive: (n, original) => poolFor(original).derive(n),
  examples: {
    match: ['PRIVATE-TOKEN: glpat-xK9mP2vQ7rT4nL8wB1cZ', 'https://oauth2:glpat-Zp3Qr8sT1uV4wX7yA0bC@gitlab.example.com/group/repo.git', 'CI_JOB_TOKEN=glcbt-64_abcdEFGH1234ijklMNOP5678', 'gitlab-runner register --registration-token GR1348941aBcDeFgHiJkLmNoPqRsTu', 'deploy token gldt-Zp3Qr8sT1uV4wX7yA0bC'],
    noMatch: ['glpat-short', 'create a glpat- token in settings'],
  },
};
