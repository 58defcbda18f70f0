import type { PatternRule } from '../../types';

const make = (n: number) => `services/T00000000/B00000000/FAKE${String(n).padStart(4, '0')}EXAMPLE0fake0XXX`;

/** The secret path of a Slack incoming webhook; `https://hooks.slack.com/` stays. */
export const slackWebhook: PatternRule = {
  id: 'slack-webhook',
  label: 'Slack Webhook',
  family: 'provider-secrets',
  priority: 0,
  description: 'The secret path of a Slack incoming webhook URL (hooks.slack.com/services/…).',
  regex: /hooks\.slack\.com\/((?:services|workflows|triggers)\/[A-Za-z0-9_/+-]{20,200})/g,
  group: 1,
  keywords: ['hooks.slack.com/'],
  fakes: Array.from({ length: 10 }, (_, i) => make(i + 1)),
  derive: make,
  examples: {
    match: ['curl -X POST https://hooks.slack.com/services/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', 'webhook_url: "https://hooks.slack.com/workflows/T01ABCDEF/A02BCDEFG/412345678901234567/abcdEFGHijklMNOP"'],
    noMatch: ['https://hooks.slack.com/', 'see hooks.slack.com/services for setup'],
  },
};
