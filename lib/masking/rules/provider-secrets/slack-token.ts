import { keywordStartAnchor } from '../../find/compile/keyword-anchor';
import { poolOfTen } from '../fake-tokens';
import type { FakePool, PatternRule } from '../../types';

function poolFor(original: string): FakePool {
  const prefix = original.slice(0, original.indexOf('-') + 1);
  const rest = original.slice(prefix.length);
  // Keep the dash-separated layout (xoxb-<digits>-<digits>-<secret>): digits become zeros, the secret a fake.
  const parts = rest.split('-');
  const make = (n: number) =>
    prefix +
    parts
      .map((part, i) => (i === parts.length - 1 ? `FAKE${String(n).padStart(4, '0')}EXAMPLE0fake0EXAMPLE`.padEnd(part.length, '0').slice(0, Math.max(part.length, 8)) : '0'.repeat(part.length)))
      .join('-');
  return poolOfTen(`slack-token:${prefix}:${parts.map((p) => p.length).join('-')}`, make);
}

/** Every token starts with one of these. */
const KEYWORDS = ['xoxa-', 'xoxb-', 'xoxp-', 'xoxr-', 'xoxs-', 'xoxe-', 'xoxe.', 'xapp-'];

export const slackToken: PatternRule = {
  id: 'slack-token',
  label: 'Slack Token',
  family: 'provider-secrets',
  priority: 0,
  description: 'A Slack bot, user, app, refresh, session or configuration token (xoxb-, xoxp-, xoxa-, xoxr-, xoxs-, xoxe-, xoxe.xoxp-, xapp-).',
  regex: /(?<![\w.-])(?:xox[abprse]|xoxe\.xox[bp]|xapp)-[A-Za-z0-9]{1,40}(?:-[A-Za-z0-9]{1,146}){1,5}(?![\w-])/g,
  anchor: keywordStartAnchor(KEYWORDS),
  keywords: KEYWORDS,
  validate: (value) => value.length >= 20,
  fakes: poolFor('xoxb-000000000000-0000000000000-xxxxxxxxxxxxxxxxxxxxxxxx').fakes,
  pool: poolFor,
  derive: (n, original) => poolFor(original).derive(n),
  examples: {
    match: ['SLACK_BOT_TOKEN=xoxb-2419580312-4012937710384-Kq7vZ2mR9xT4nL1wB8cJ5hD3', 'token: xoxp-1234567890-0987654321-1122334455-a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6', 'SLACK_APP_TOKEN=xapp-1-A0123456789-1234567890123-abcdef0123456789abcdef0123456789abcdef0123456789abcdef0123456789', 'refresh xoxe-1-My0xLTU2MzQ1Njc4OTAxMjM0LTU2Nzg5MDEyMzQ1Njc4LTU2Nzg5MDEy', 'xoxe.xoxp-1-Mi0yLTQ0NTYzNDU2NzEyLTQ0NTYzNDU2NzEy'],
    noMatch: ['xoxb-', 'xoxq-1234567890-0987654321-abcdefabcdef', 'the xoxb- prefix'],
  },
};
