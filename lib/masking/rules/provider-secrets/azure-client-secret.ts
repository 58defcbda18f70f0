import { poolOfTen } from '../fake-tokens';
import type { FakePool, PatternRule } from '../../types';

function poolFor(original: string): FakePool {
  const tail = original.length - 5;
  return poolOfTen(`azure-client-secret:${original.length}`, (n) => `Fak${n % 10}Q~${`EXAMPLE${String(n).padStart(4, '0')}fakeSecretValue0example0fake`.slice(0, tail)}`);
}

/**
 * A Microsoft Entra ID (Azure AD) application client secret: three characters, a digit, `Q~`, then 31 to
 * 34 more. `Q~` is rare in any other text, so the engine searches for it and looks four characters back.
 */
export const azureClientSecret: PatternRule = {
  id: 'azure-client-secret',
  label: 'Azure Client Secret',
  family: 'provider-secrets',
  priority: 0,
  description: 'A Microsoft Entra ID (Azure AD) application client secret (…8Q~…, 40 characters).',
  regex: /(?<![\w~.-])[A-Za-z0-9_~.]{3}\dQ~[A-Za-z0-9_~.-]{31,34}(?![\w~.-])/,
  anchor: { regex: /Q~/g, width: 2, lead: 'A-Za-z0-9_~.', maxLead: 4 },
  keywords: ['q~'],
  fakes: poolFor('x'.repeat(40)).fakes,
  pool: poolFor,
  derive: (n, original) => poolFor(original).derive(n),
  examples: {
    match: ['AZURE_CLIENT_SECRET=abc8Q~abcdEFGhijKLMnopQRStuvWXyz01234567', 'client secret: Zx18Q~q1w2e3r4t5y6u7i8o9p0a1s2d3f4g5h6j7'],
    noMatch: ['Q~ alone', 'abc8Q~short'],
  },
};
