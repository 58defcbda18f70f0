import { keywordStartAnchor } from '../../find/compile/keyword-anchor';
import { fakeBody, poolOfTen } from '../fake-tokens';
import type { FakePool, PatternRule } from '../../types';

/** The server's own base64 prompts (`Username:`, `Password:`, `User Name`): text of the protocol, not credentials. */
const PROMPTS = new Set(['VXNlcm5hbWU6', 'UGFzc3dvcmQ6', 'VXNlciBOYW1lAA==', 'UGFzc3dvcmQA', 'dXNlcm5hbWU6', 'cGFzc3dvcmQ6']);

function poolFor(original: string): FakePool {
  return poolOfTen(`sasl-initial-response:${original.length}`, (n) => {
    const body = fakeBody(n, original.replace(/=+$/, '').length, 'alnum');
    return body + '='.repeat(original.length - original.replace(/=+$/, '').length);
  });
}

/**
 * The base64 credentials of an SMTP, IMAP or POP3 authentication written into a log: `AUTH PLAIN <b64>` (the
 * user and password together), `AUTH LOGIN <b64>` (the user), `AUTHENTICATE PLAIN <b64>`, `AUTH XOAUTH2
 * <b64>` (a token). Decoding base64 takes no key, so the payload is the password itself.
 */
export const saslInitialResponse: PatternRule = {
  id: 'sasl-initial-response',
  label: 'SASL Credentials',
  family: 'credentials',
  priority: 0,
  description: 'The base64 credentials after AUTH PLAIN, AUTH LOGIN, AUTHENTICATE PLAIN and AUTH XOAUTH2 in mail protocol logs (user and password, readable by anyone who decodes them); the server\'s own prompts (VXNlcm5hbWU6, UGFzc3dvcmQ6) stay.',
  regex: /\bAUTH(?:ENTICATE)?[ \t]+(?:PLAIN|LOGIN|XOAUTH2?|OAUTHBEARER)[ \t]+([A-Za-z0-9+/]{8,4096}={0,2})(?![\w+/=])/gi,
  group: 1,
  anchor: keywordStartAnchor(['auth plain', 'auth login', 'auth xoauth', 'auth oauthbearer', 'authenticate plain', 'authenticate login', 'authenticate xoauth']),
  keywords: ['auth plain', 'auth login', 'auth xoauth', 'auth oauthbearer', 'authenticate plain', 'authenticate login', 'authenticate xoauth'],
  validate: (value) => !PROMPTS.has(value),
  contextual: true,
  fakes: poolFor('x'.repeat(24)).fakes,
  pool: poolFor,
  derive: (n, original) => poolFor(original).derive(n),
  examples: {
    match: ['<- AUTH PLAIN AGpkb2UAU3VwZXJTZWNyZXQx', 'C: AUTH LOGIN amRvZUBleGFtcGxlLm9yZw==', 'a001 AUTHENTICATE PLAIN AGpkb2UAaHVudGVyMg=='],
    noMatch: ['S: 334 VXNlcm5hbWU6', 'AUTH PLAIN', 'postfix/smtpd[12]: warning: unknown[192.0.2.5]: SASL LOGIN authentication failed: UGFzc3dvcmQ6'],
  },
};
