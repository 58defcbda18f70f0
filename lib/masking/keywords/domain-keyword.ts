import type { KeywordRule } from '../types';

/**
 * First words of Windows' own logon domains of more than one word (`Window Manager` of the DWM-n
 * accounts, `Font Driver Host` of UMFD-n, `NT AUTHORITY`, `NT SERVICE`). In a record written on one line the value is read as one word
 * (`Account Domain: Window Manager Logon ID: 0x3E7`), and that word names no organisation.
 */
const BUILTIN_DOMAIN_WORDS = new Set(['window', 'font', 'default', 'workgroup', 'nt', 'nt authority', 'builtin', 'local', 'localhost']);

export const domainKeyword: KeywordRule = {
  id: 'domain-keyword',
  label: 'Domain',
  family: 'network',
  priority: 10,
  description: 'The value of a parameter named domain (Account Domain: CORP, domain=contoso).',
  nameWords: ['domain'],
  fakes: ['EXAMPLE', 'SAMPLE-CORP', 'TESTLAB', 'DEMO', 'EXAMPLE-DEV', 'LAB01', 'ACME-TEST', 'FAKEDOMAIN', 'WORKGROUP-X', 'PLACEHOLDER'],
  // A number is a port (`backup.home.domain:9102`), not a domain.
  // An error domain (`NSURLErrorDomain`, `kCFErrorDomainCFNetwork`, `WebKitErrorDomain`) names a kind of error, not a network.
  validate: (value) => !BUILTIN_DOMAIN_WORDS.has(value.toLowerCase()) && !/^\d+$/.test(value) && !/[a-z]Domain(?:[A-Z]\w*)?$|^(?:NS|kCF|CF|WK|AV|UI|SK)[A-Z][A-Za-z]/.test(value),
  derive: (n) => `FAKEDOMAIN${n}`,
  examples: {
    match: ['Account Domain:\t\tCORP', 'domain=contoso', '"domain": "FABRIKAM"', 'Account Name: jsmith Account Domain: CORP Logon ID: 0x3E7'],
    noMatch: ['Error Domain=NSURLErrorDomain Code=-1001', 'subdomain_count=3', 'domains: [a]', 'Account Domain: NT AUTHORITY Logon ID: 0x3E7', 'usrName=SYSTEM\tdomain=NT AUTHORITY\tsrc=10.1.2.3', 'Account Domain: Window Manager Logon ID: 0x1A2B'],
  },
};
