import { keywordStartAnchor } from '../find/compile/keyword-anchor';
import type { PatternRule } from '../types';

const KEYWORDS = ['passive mode (', 'port ', 'port\t'];

const FAKES = ['192,0,2,10', '192,0,2,20', '192,0,2,30', '198,51,100,10', '198,51,100,20', '198,51,100,30', '203,0,113,10', '203,0,113,20', '203,0,113,30', '203,0,113,40'];

/** Four octets, none above 255. */
function isOctets(value: string): boolean {
  return value.split(',').every((octet) => Number(octet) <= 255);
}

/**
 * The IPv4 address of an FTP data connection, written as four comma-separated decimal octets before the
 * two port bytes (RFC 959 section 4.1.2: `PORT h1,h2,h3,h4,p1,p2` and the reply
 * `227 Entering Passive Mode (h1,h2,h3,h4,p1,p2)`). The port bytes stay.
 */
export const ftpAddress: PatternRule = {
  id: 'ftp-address',
  label: 'FTP IPv4',
  family: 'network',
  priority: 9,
  description: 'The IPv4 address of an FTP PORT command or 227 Entering Passive Mode reply, h1,h2,h3,h4 before the port bytes.',
  regex: /(?:Passive Mode \(|PORT[ \t])(\d{1,3},\d{1,3},\d{1,3},\d{1,3}),\d{1,3},\d{1,3}(?![\d,])/,
  group: 1,
  anchor: keywordStartAnchor(KEYWORDS),
  keywords: KEYWORDS,
  validate: isOctets,
  fakes: FAKES,
  derive: (n) => `198,18,${(n >> 8) & 255},${n & 255}`,
  examples: {
    match: ['227 Entering Passive Mode (203,0,113,45,195,80).', 'PORT 10,0,0,7,19,137', 'ftp\tPORT\t192,168,1,20,4,1\t200'],
    noMatch: ['227 Entering Passive Mode (300,0,113,45,195,80)', 'PORT 1,2,3 closed', 'listening on port 21'],
  },
};
