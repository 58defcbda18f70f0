import type { KeywordRule } from '../types';

export const domainKeyword: KeywordRule = {
  id: 'domain-keyword',
  label: 'Domain',
  family: 'network',
  priority: 10,
  description: 'The value of a parameter named domain (Account Domain: CORP, domain=contoso).',
  nameWords: ['domain'],
  fakes: ['EXAMPLE', 'SAMPLE-CORP', 'TESTLAB', 'DEMO', 'EXAMPLE-DEV', 'LAB01', 'ACME-TEST', 'FAKEDOMAIN', 'WORKGROUP-X', 'PLACEHOLDER'],
  derive: (n) => `FAKEDOMAIN${n}`,
  examples: {
    match: ['Account Domain:\t\tCORP', 'domain=contoso', '"domain": "FABRIKAM"'],
    noMatch: ['subdomain_count=3', 'domains: [a]'],
  },
};
