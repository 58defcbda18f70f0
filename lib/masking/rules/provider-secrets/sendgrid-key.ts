import { fakeBody } from '../fake-tokens';
import type { PatternRule } from '../../types';

const make = (n: number) => `SG.${fakeBody(n, 22, 'urlsafe')}.${fakeBody(n, 43, 'urlsafe')}`;

export const sendgridKey: PatternRule = {
  id: 'sendgrid-key',
  label: 'SendGrid Key',
  family: 'provider-secrets',
  priority: 0,
  description: 'A SendGrid API key: SG. followed by a 22-character and a 43-character segment.',
  regex: /(?<![\w.-])SG\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}(?![\w-])/g,
  keywords: ['sg.'],
  fakes: Array.from({ length: 10 }, (_, i) => make(i + 1)),
  derive: make,
  examples: {
    match: ['SENDGRID_API_KEY=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'],
    noMatch: ['SG.short.key', 'region SG.north'],
  },
};
