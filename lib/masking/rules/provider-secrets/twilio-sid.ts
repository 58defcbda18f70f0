import { prefixedTokenPool } from '../fake-tokens';
import type { FakePool, PatternRule } from '../../types';

function poolFor(original: string): FakePool {
  return prefixedTokenPool('twilio-sid', original.slice(0, 2), 32, 'lowerhex');
}

/** Twilio account SIDs (AC…) and API key SIDs (SK…): two capitals and 32 lowercase hex digits. */
export const twilioSid: PatternRule = {
  id: 'twilio-sid',
  label: 'Twilio SID',
  family: 'provider-secrets',
  priority: 0,
  description: 'A Twilio account SID (AC…) or API key SID (SK…): AC or SK followed by 32 hexadecimal digits.',
  regex: /(?<![A-Za-z0-9])(?:AC|SK)[0-9a-f]{32}(?![A-Za-z0-9])/g,
  sharedSearch: 'capitals',
  keywords: ['ac', 'sk'],
  // A run of one repeated digit is a placeholder (and our own fakes are mostly zeros).
  validate: (value) => /[a-f]/.test(value.slice(2)) && /\d/.test(value.slice(2)),
  fakes: poolFor('AC').fakes,
  pool: poolFor,
  derive: (n, original) => poolFor(original).derive(n),
  examples: {
    match: ['TWILIO_ACCOUNT_SID=AC3f9a1c7e2b4d6f8a0c2e4b6d8f0a1c3e', 'api key SKa1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6'],
    noMatch: ['AC3f9a1c7e', 'xAC3f9a1c7e2b4d6f8a0c2e4b6d8f0a1c3e', 'AC3F9A1C7E2B4D6F8A0C2E4B6D8F0A1C3E'],
  },
};
